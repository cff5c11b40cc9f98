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
      legend: { data: ['已就业', '未就业', '就业率（%）'] },
      grid: { left: 48, right: 48, bottom: 64 },
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
  const trendOption = useMemo<EChartsOption>(() => {
    const points = trend ?? [];
    return {
      tooltip: { trigger: 'axis' },
      legend: { data: ['在册人数', '服务安置', '新增失业登记', '就业率（%）'] },
      grid: { left: 56, right: 48, bottom: 40 },
      xAxis: { type: 'category', data: points.map((p) => p.periodLabel) },
      yAxis: [
        { type: 'value', name: '人数' },
        { type: 'value', name: '就业率', max: 100 },
      ],
      series: [
        { name: '在册人数', type: 'line', data: points.map((p) => p.onRecord) },
        { name: '服务安置', type: 'bar', data: points.map((p) => p.placements) },
        { name: '新增失业登记', type: 'bar', data: points.map((p) => p.registrations) },
        {
          name: '就业率（%）',
          type: 'line',
          yAxisIndex: 1,
          data: points.map((p) => p.employmentRate),
        },
      ],
    };
  }, [trend]);
  return (
    <Row gutter={16}>
      <Col xs={24} xl={12}>
        <Card size="small" title="分地区就业情况">
          <EChart option={byRegion} data-testid="statistics-region-chart" />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title="近 12 期走势">
          <EChart option={trendOption} data-testid="statistics-trend-chart" />
        </Card>
      </Col>
    </Row>
  );
}
