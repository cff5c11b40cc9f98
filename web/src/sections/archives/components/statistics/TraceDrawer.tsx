import { useQuery } from '@tanstack/react-query';
import {
  type PeriodType,
  STATISTICS_METRIC_LABELS,
  type StatisticsMetric,
  type StatisticsTraceRecord,
  statisticsApi,
} from '@vets/contracts';
import { Drawer, Table } from 'antd';
import { useState } from 'react';
import { call } from '../../../../api/call';

export interface TraceTarget {
  regionCode: string;
  regionName: string;
  metric: StatisticsMetric;
}

const COLUMNS = [
  { title: '姓名', dataIndex: 'realName', width: 100 },
  { title: '身份证号', dataIndex: 'idCard', width: 180 },
  { title: '常住地区', dataIndex: 'residenceRegionName' },
  { title: '就业状态', dataIndex: 'employmentStatus_dictText', width: 100 },
];

/** 数字追溯: the archives (or placements, registrations) that make up one figure. */
export function TraceDrawer({
  target,
  periodType,
  period,
  periodLabel,
  onClose,
}: {
  target: TraceTarget | null;
  periodType: PeriodType;
  period: string;
  periodLabel: string;
  onClose(): void;
}) {
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const dated = target?.metric === 'placements' || target?.metric === 'registrations';
  const { data, isFetching } = useQuery({
    queryKey: ['archive-statistics-trace', target, periodType, period, page],
    enabled: Boolean(target),
    queryFn: async () =>
      (
        await call(statisticsApi.trace, {
          query: {
            periodType,
            period,
            regionCode: target!.regionCode,
            metric: target!.metric,
            ...page,
          },
        })
      ).result,
  });
  const columns = dated
    ? [
        ...COLUMNS,
        {
          title: target?.metric === 'placements' ? '就业日期' : '登记日期',
          dataIndex: 'date',
          width: 110,
        },
      ]
    : COLUMNS;
  return (
    <Drawer
      open={Boolean(target)}
      size="large"
      onClose={() => {
        setPage({ pageNo: 1, pageSize: 10 });
        onClose();
      }}
      title={
        target
          ? `${target.regionName} ${periodLabel} ${STATISTICS_METRIC_LABELS[target.metric]}`
          : ''
      }
      destroyOnHidden
    >
      <Table<StatisticsTraceRecord>
        rowKey="id"
        size="small"
        loading={isFetching}
        columns={columns}
        dataSource={data?.records ?? []}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: data?.total ?? 0,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
      />
    </Drawer>
  );
}
