import type { StatisticsMetric, StatisticsSummary, StatisticsSummaryRow } from '@vets/contracts';
import { STATISTICS_METRIC_LABELS } from '@vets/contracts';
import { Button, Popconfirm, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';

const COUNTED: StatisticsMetric[] = ['onRecord', 'employed', 'unemployed'];
const DATED: StatisticsMetric[] = ['placements', 'registrations'];

/**
 * The figures of the regions one level down: a region name drills down, a figure opens its
 * trace, and at county level the sign-off status with 签发 for counties the caller may sign.
 */
export function StatisticsTable({
  summary,
  loading,
  onDrill,
  onTrace,
  onSignOff,
  signing,
}: {
  summary: StatisticsSummary | undefined;
  loading: boolean;
  onDrill(row: StatisticsSummaryRow): void;
  onTrace(row: { regionCode: string; regionName: string }, metric: StatisticsMetric): void;
  onSignOff(row: StatisticsSummaryRow): void;
  signing: string | null;
}) {
  const figure = (metric: StatisticsMetric) => ({
    title: STATISTICS_METRIC_LABELS[metric],
    dataIndex: metric,
    width: 110,
    align: 'right' as const,
    render: (value: number, row: StatisticsSummaryRow) => (
      <Button type="link" size="small" onClick={() => onTrace(row, metric)}>
        {value}
      </Button>
    ),
  });
  const levelBelowCounty = summary?.level === 3;
  const columns: ColumnsType<StatisticsSummaryRow> = [
    {
      title: '地区',
      dataIndex: 'regionName',
      render: (name: string, row) =>
        row.isCounty || levelBelowCounty ? (
          name
        ) : (
          <Button type="link" size="small" onClick={() => onDrill(row)}>
            {name}
          </Button>
        ),
    },
    ...COUNTED.map(figure),
    {
      title: STATISTICS_METRIC_LABELS.employmentRate,
      dataIndex: 'employmentRate',
      width: 110,
      align: 'right',
      render: (v: number) => v.toFixed(1),
    },
    ...DATED.map(figure),
  ];
  if (summary?.rows.some((r) => r.isCounty))
    columns.push({
      title: '签发状态',
      key: 'signOff',
      width: 200,
      render: (_, row) => {
        if (row.signOff)
          return (
            <Tooltip title={`签发时间：${row.signOff.signTime}`}>
              <Tag color="success">已签发（{row.signOff.signedBy}）</Tag>
            </Tooltip>
          );
        if (row.canSignOff)
          return (
            <Popconfirm
              title={`签发${row.regionName}${summary.periodLabel}的统计？`}
              description="签发后本期数字冻结，之后修改档案不再改变它。"
              okText="签发"
              cancelText="取消"
              onConfirm={() => onSignOff(row)}
            >
              <Button size="small" type="primary" loading={signing === row.regionCode}>
                签发
              </Button>
            </Popconfirm>
          );
        return <Tag>{summary.closed ? '未签发' : '统计期未结束'}</Tag>;
      },
    });
  return (
    <Table<StatisticsSummaryRow>
      rowKey="regionCode"
      size="small"
      loading={loading}
      columns={columns}
      dataSource={summary?.rows ?? []}
      pagination={false}
      scroll={{ y: 420 }}
      summary={() =>
        summary ? (
          <Table.Summary fixed>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <strong>{summary.regionName}合计</strong>
              </Table.Summary.Cell>
              {COUNTED.map((m, i) => (
                <Table.Summary.Cell key={m} index={i + 1} align="right">
                  <Button type="link" size="small" onClick={() => onTrace(summary, m)}>
                    {summary.total[m]}
                  </Button>
                </Table.Summary.Cell>
              ))}
              <Table.Summary.Cell index={4} align="right">
                {summary.total.employmentRate.toFixed(1)}
              </Table.Summary.Cell>
              {DATED.map((m, i) => (
                <Table.Summary.Cell key={m} index={i + 5} align="right">
                  <Button type="link" size="small" onClick={() => onTrace(summary, m)}>
                    {summary.total[m]}
                  </Button>
                </Table.Summary.Cell>
              ))}
              {summary.rows.some((r) => r.isCounty) ? (
                <Table.Summary.Cell index={7}>
                  已签发 {summary.rows.filter((r) => r.signOff).length} /{' '}
                  {summary.rows.filter((r) => r.isCounty).length}
                </Table.Summary.Cell>
              ) : null}
            </Table.Summary.Row>
          </Table.Summary>
        ) : null
      }
    />
  );
}
