import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ARCHIVES_PERMISSIONS,
  PERIOD_TYPE_LABELS,
  type PeriodType,
  type StatisticsSummaryRow,
  shiftPeriod,
  statisticsApi,
} from '@vets/contracts';
import { Alert, Breadcrumb, Button, Card, DatePicker, Segmented, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { call } from '../../../api/call';
import { downloadFile } from '../../../api/files';
import { useButtonPermission } from '../../../components/Authorized/use-button-permission';
import { ui } from '../../../components/ui-bridge';
import { dateOf, periodOf } from '../components/statistics/period-value';
import { StatisticsCharts } from '../components/statistics/StatisticsCharts';
import { StatisticsHelp } from '../components/statistics/StatisticsHelp';
import { StatisticsTable } from '../components/statistics/StatisticsTable';
import { TraceDrawer, type TraceTarget } from '../components/statistics/TraceDrawer';

const PERIOD_TYPES = (Object.keys(PERIOD_TYPE_LABELS) as PeriodType[]).map((value) => ({
  value,
  label: PERIOD_TYPE_LABELS[value],
}));

/** The last closed period of a type: last month, last quarter, last year. */
const lastClosed = (type: PeriodType) => shiftPeriod(type, periodOf(type, dayjs()), -1);

/**
 * 就业统计: figures by region and period with drill-down from province to county, charts,
 * sign-off at county level, export, and the archives behind every figure.
 */
export default function StatisticsPage() {
  const allowed = useButtonPermission();
  const queryClient = useQueryClient();
  const [periodType, setPeriodType] = useState<PeriodType>('month');
  const [period, setPeriod] = useState(() => lastClosed('month'));
  const [regionCode, setRegionCode] = useState<string | undefined>();
  const [trace, setTrace] = useState<TraceTarget | null>(null);
  const query = { periodType, period, ...(regionCode ? { regionCode } : {}) };

  const summary = useQuery({
    queryKey: ['archive-statistics-summary', query],
    queryFn: async () => (await call(statisticsApi.summary, { query })).result,
  });
  const trend = useQuery({
    queryKey: ['archive-statistics-trend', query],
    queryFn: async () => (await call(statisticsApi.trend, { query })).result,
  });
  const signOff = useMutation({
    mutationFn: async (row: StatisticsSummaryRow) =>
      call(statisticsApi.signOff, { body: { periodType, period, regionCode: row.regionCode } }),
    onSuccess: (res) => {
      ui().message.success(res.message || '签发成功');
      void queryClient.invalidateQueries({ queryKey: ['archive-statistics-summary'] });
      void queryClient.invalidateQueries({ queryKey: ['archive-statistics-trend'] });
    },
  });

  const data = summary.data;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap size={12}>
          <Segmented<PeriodType>
            options={PERIOD_TYPES}
            value={periodType}
            onChange={(type) => {
              setPeriodType(type);
              setPeriod(lastClosed(type));
            }}
          />
          <DatePicker
            picker={periodType === 'month' ? 'month' : periodType}
            allowClear={false}
            value={dateOf(periodType, period)}
            disabledDate={(d) => d.isAfter(dayjs(), 'month')}
            onChange={(d) => d && setPeriod(periodOf(periodType, d))}
          />
          {allowed(ARCHIVES_PERMISSIONS.statisticsExport) ? (
            <Button
              onClick={() =>
                void downloadFile(
                  `/archive/statistics/exportXls`,
                  query,
                  `就业统计_${data?.regionName ?? ''}_${data?.periodLabel ?? period}.xlsx`,
                )
              }
            >
              导出
            </Button>
          ) : null}
        </Space>
        <Breadcrumb
          style={{ marginTop: 12 }}
          items={(data?.path ?? []).map((p, i, all) => ({
            key: p.regionCode,
            title:
              i === all.length - 1 ? (
                p.regionName
              ) : (
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0, height: 'auto' }}
                  onClick={() => setRegionCode(p.regionCode)}
                >
                  {p.regionName}
                </Button>
              ),
          }))}
        />
      </Card>
      <Alert type="info" showIcon message="统计口径" description={<StatisticsHelp />} />
      <Card
        size="small"
        title={
          data
            ? `${data.regionName} ${data.periodLabel}${data.closed ? '' : '（统计期未结束，实时数字）'}`
            : '就业统计'
        }
      >
        <StatisticsTable
          summary={data}
          loading={summary.isFetching}
          onDrill={(row) => setRegionCode(row.regionCode)}
          onTrace={(row, metric) =>
            setTrace({ regionCode: row.regionCode, regionName: row.regionName, metric })
          }
          onSignOff={(row) => signOff.mutate(row)}
          signing={signOff.isPending ? (signOff.variables?.regionCode ?? null) : null}
        />
      </Card>
      <StatisticsCharts summary={data} trend={trend.data?.points} />
      <TraceDrawer
        target={trace}
        periodType={periodType}
        period={period}
        periodLabel={data?.periodLabel ?? period}
        onClose={() => setTrace(null)}
      />
    </Space>
  );
}
