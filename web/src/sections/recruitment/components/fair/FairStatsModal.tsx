import { useQuery } from '@tanstack/react-query';
import { type JobFairStats, jobFairApi, type ResourceRecord } from '@vets/contracts';
import { Col, Empty, Modal, Row, Spin, Statistic } from 'antd';
import { useMemo } from 'react';
import { call } from '../../../../api/call';
import { EChart, type EChartsOption } from '../../../../components/Chart';

const FIGURES: Array<[keyof JobFairStats, string]> = [
  ['companies', '参会企业'],
  ['positions', '参会岗位'],
  ['headcount', '招聘人数'],
  ['registrations', '报名人数'],
  ['visitors', '到场人数'],
  ['applications', '投递简历'],
  ['intendedHires', '达成意向'],
  ['hires', '录用人数'],
];

function charts(stats: JobFairStats): [EChartsOption, EChartsOption] {
  const byDay: EChartsOption = {
    title: { text: '每日投递', left: 'center', textStyle: { fontSize: 14 } },
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 16, top: 40, bottom: 30 },
    xAxis: { type: 'category', data: stats.applicationsByDay.map((d) => d.day.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'bar', name: '投递', data: stats.applicationsByDay.map((d) => d.count) }],
  };
  const byCategory: EChartsOption = {
    title: { text: '岗位类别（招聘人数）', left: 'center', textStyle: { fontSize: 14 } },
    tooltip: { trigger: 'item' },
    series: [
      {
        type: 'pie',
        radius: ['35%', '65%'],
        top: 30,
        data: stats.positionsByCategory.map((c) => ({ name: c.name, value: c.count })),
      },
    ],
  };
  return [byDay, byCategory];
}

/** A job fair's statistics: headline figures and two charts. */
export function FairStatsModal({
  fair,
  onClose,
}: {
  fair: ResourceRecord | null;
  onClose(): void;
}) {
  const stats = useQuery({
    queryKey: ['fair-stats', fair?.id],
    enabled: Boolean(fair),
    queryFn: async () => (await call(jobFairApi.statistics, { query: { id: fair!.id } })).result,
  });
  const options = useMemo(() => (stats.data ? charts(stats.data) : null), [stats.data]);
  return (
    <Modal
      title={`招聘会统计：${String(fair?.title ?? '')}`}
      open={Boolean(fair)}
      onCancel={onClose}
      footer={null}
      width={960}
      destroyOnHidden
    >
      <Spin spinning={stats.isLoading}>
        {stats.data && options && (
          <div data-testid="fair-stats">
            <Row gutter={[16, 16]}>
              {FIGURES.map(([key, label]) => (
                <Col key={key} xs={12} sm={6}>
                  <Statistic title={label} value={stats.data[key] as number} />
                </Col>
              ))}
            </Row>
            <Row gutter={16} style={{ marginTop: 16 }}>
              <Col xs={24} md={12}>
                {stats.data.applicationsByDay.length ? (
                  <EChart option={options[0]} data-testid="fair-chart-days" />
                ) : (
                  <Empty description="招聘会开始后暂无投递" style={{ marginTop: 80 }} />
                )}
              </Col>
              <Col xs={24} md={12}>
                <EChart option={options[1]} data-testid="fair-chart-categories" />
              </Col>
            </Row>
          </div>
        )}
      </Spin>
    </Modal>
  );
}
