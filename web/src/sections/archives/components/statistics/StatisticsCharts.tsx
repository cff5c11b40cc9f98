import type { StatisticsFigures, StatisticsSummary } from '@vets/contracts';
import { Card, Col, Row } from 'antd';
import { useMemo } from 'react';
import { EChart, type EChartsOption } from '../../../../components/Chart';

type TrendPoint = StatisticsFigures & { period: string; periodLabel: string };

/** 分地区就业情况 (bars of the table's rows) and the 12-period trend of the region. */
export function StatisticsCharts({
  summary,
  trend,
}: {
  summary: StatisticsSummary | undefined;
  trend: TrendPoint[] | undefined;
}) {
  const byRegion = useMemo<EChartsOption>(() => {
    const rows = summary?.rows ?? [];
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: ['已就业', '未就业', '就业率（%）'] },
      grid: { top: 56, left: 48, right: 48, bottom: rows.length > 8 ? 64 : 32 },
      xAxis: {
        type: 'category',
        data: rows.map((r) => r.regionName),
        axisLabel: { rotate: rows.length > 8 ? 40 : 0 },
      },
      yAxis: [
        { type: 'value', name: '人数' },
        { type: 'value', name: '就业率', max: 100 },
      ],
      series: [
        { name: '已就业', type: 'bar', stack: 'n', data: rows.map((r) => r.employed) },
        { name: '未就业', type: 'bar', stack: 'n', data: rows.map((r) => r.unemployed) },
        {
          name: '就业率（%）',
          type: 'line',
          yAxisIndex: 1,
          data: rows.map((r) => r.employmentRate),
        },
      ],
    };
  }, [summary]);
  // Two panels on one time axis: the stock (on record, rate) above, the monthly flows below,
  // each on its own scale, so that tens of placements do not vanish beside thousands on record.
  const trendOption = useMemo<EChartsOption>(() => {
    const points = trend ?? [];
    const periods = points.map((p) => p.periodLabel);
    return {
      tooltip: { trigger: 'axis' },
      axisPointer: { link: [{ xAxisIndex: 'all' }] },
      legend: { top: 0, data: ['在册人数', '就业率（%）', '服务安置', '新增失业登记'] },
      grid: [
        { top: 56, height: 100, left: 56, right: 48 },
        { top: 210, bottom: 56, left: 56, right: 48 },
      ],
      xAxis: [
        { type: 'category', gridIndex: 0, data: periods, axisLabel: { show: false } },
        { type: 'category', gridIndex: 1, data: periods, axisLabel: { rotate: 30 } },
      ],
      yAxis: [
        { type: 'value', gridIndex: 0, name: '在册人数', scale: true },
        { type: 'value', gridIndex: 0, name: '就业率', max: 100, splitLine: { show: false } },
        { type: 'value', gridIndex: 1, name: '人次', minInterval: 1 },
      ],
      series: [
        { name: '在册人数', type: 'line', data: points.map((p) => p.onRecord) },
        {
          name: '就业率（%）',
          type: 'line',
          yAxisIndex: 1,
          data: points.map((p) => p.employmentRate),
        },
        {
          name: '服务安置',
          type: 'bar',
          xAxisIndex: 1,
          yAxisIndex: 2,
          data: points.map((p) => p.placements),
        },
        {
          name: '新增失业登记',
          type: 'bar',
          xAxisIndex: 1,
          yAxisIndex: 2,
          data: points.map((p) => p.registrations),
        },
      ],
    };
  }, [trend]);
  return (
    <Row gutter={16}>
      <Col xs={24} xl={12}>
        <Card size="small" title="分地区就业情况">
          <EChart option={byRegion} style={{ height: 340 }} data-testid="statistics-region-chart" />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title="近 12 期走势">
          <EChart
            option={trendOption}
            style={{ height: 340 }}
            data-testid="statistics-trend-chart"
          />
        </Card>
      </Col>
    </Row>
  );
}
