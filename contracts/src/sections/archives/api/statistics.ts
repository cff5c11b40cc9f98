import { z } from 'zod';
import { defineEndpoints, pageOf, perm } from '../../../api/endpoint.js';
import { ARCHIVES_PERMISSIONS } from '../permissions.js';
import { PERIOD_PATTERNS, type PeriodType } from './statistics-periods.js';

export * from './statistics-periods.js';

const periodTypes = ['month', 'quarter', 'year'] as const;
const PERIOD_HINTS: Record<PeriodType, string> = {
  month: '月份格式应为 2026-10',
  quarter: '季度格式应为 2026-Q3',
  year: '年份格式应为 2026',
};

const regionCode = z.string().regex(/^\d{6}$/, '地区代码应为 6 位数字');

/** The period of a statistic; absent: the last closed month (and the type is month). */
const periodQuery = z
  .object({
    periodType: z.enum(periodTypes, '统计周期只能是 month、quarter 或 year').default('month'),
    period: z.string().max(7).optional(),
    regionCode: regionCode.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.period !== undefined && !PERIOD_PATTERNS[q.periodType].test(q.period))
      ctx.addIssue({ code: 'custom', path: ['period'], message: PERIOD_HINTS[q.periodType] });
  });

/** The figures of one region in one period. */
const figures = {
  /** 在册人数: archives created by the period's end. */
  onRecord: z.number(),
  employed: z.number(),
  unemployed: z.number(),
  /** employed / onRecord in percent, one decimal (0 when nobody is on record). */
  employmentRate: z.number(),
  /** 服务安置: job results placed in the period. */
  placements: z.number(),
  /** 新增失业登记: unemployment registrations in the period. */
  registrations: z.number(),
};
export const statisticsFigures = z.object(figures);
export type StatisticsFigures = z.infer<typeof statisticsFigures>;

export const STATISTICS_METRICS = [
  'onRecord',
  'employed',
  'unemployed',
  'placements',
  'registrations',
] as const;
export type StatisticsMetric = (typeof STATISTICS_METRICS)[number];

export const STATISTICS_METRIC_LABELS: Record<StatisticsMetric | 'employmentRate', string> = {
  onRecord: '在册人数',
  employed: '已就业',
  unemployed: '未就业',
  employmentRate: '就业率（%）',
  placements: '服务安置',
  registrations: '新增失业登记',
};

const signOff = z.object({
  signedBy: z.string(),
  signTime: z.string(),
});
export type StatisticsSignOff = z.infer<typeof signOff>;

const regionRef = z.object({ regionCode: z.string(), regionName: z.string() });

const summaryRow = regionRef.extend({
  ...figures,
  /** A county: its sign-off, null while not signed off. Null above county level. */
  signOff: signOff.nullable(),
  isCounty: z.boolean(),
  /** The caller may sign off this county's figures for the period now. */
  canSignOff: z.boolean(),
});
export type StatisticsSummaryRow = z.infer<typeof summaryRow>;

const summary = regionRef.extend({
  /** 1 province, 2 city, 3 county. */
  level: z.number(),
  /** Province → … → this region, for the breadcrumb (within the caller's region). */
  path: z.array(regionRef),
  periodType: z.enum(periodTypes),
  period: z.string(),
  periodLabel: z.string(),
  /** The period has ended; only then may a county sign it off. */
  closed: z.boolean(),
  total: statisticsFigures,
  /** The regions one level down (a county: itself). */
  rows: z.array(summaryRow),
});
export type StatisticsSummary = z.infer<typeof summary>;

const trendPoint = statisticsFigures.extend({ period: z.string(), periodLabel: z.string() });

const traceRecord = z.object({
  /** The archive; for placements and registrations the record counted. */
  id: z.string(),
  archiveId: z.string(),
  realName: z.string(),
  idCard: z.string(),
  residenceRegion: z.string(),
  residenceRegionName: z.string(),
  employmentStatus: z.string(),
  employmentStatus_dictText: z.string(),
  /** The placement or registration date. */
  date: z.string().nullable(),
});
export type StatisticsTraceRecord = z.infer<typeof traceRecord>;

const signOffBody = z.object({
  periodType: z.enum(periodTypes, '统计周期只能是 month、quarter 或 year'),
  period: z.string().min(1, '缺少参数：统计期'),
  regionCode,
});

const countySignOff = regionRef.extend({ signOff: signOff.nullable() });

/** 就业统计: figures by region and period, their sign-off, and the archives behind each. */
export const statisticsApi = defineEndpoints('就业统计', {
  summary: {
    method: 'GET',
    path: '/archive/statistics/summary',
    summary: '按地区和统计期汇总（下一级地区逐行）',
    access: perm(ARCHIVES_PERMISSIONS.statisticsView),
    query: periodQuery,
    response: summary,
  },
  trend: {
    method: 'GET',
    path: '/archive/statistics/trend',
    summary: '一个地区截至某统计期的 12 期走势',
    access: perm(ARCHIVES_PERMISSIONS.statisticsView),
    query: periodQuery,
    response: regionRef.extend({ points: z.array(trendPoint) }),
  },
  trace: {
    method: 'GET',
    path: '/archive/statistics/trace',
    summary: '追溯一个统计数字由哪些档案构成',
    access: perm(ARCHIVES_PERMISSIONS.statisticsView),
    query: periodQuery.safeExtend({
      metric: z.enum(STATISTICS_METRICS, '统计指标无效'),
      pageNo: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(200).default(10),
    }),
    response: pageOf(traceRecord),
  },
  signOff: {
    method: 'POST',
    path: '/archive/statistics/signOff',
    summary: '签发一个区县已结束统计期的数字（签发后冻结）',
    access: perm(ARCHIVES_PERMISSIONS.statisticsSignOff),
    body: signOffBody,
    response: countySignOff.extend(figures),
  },
  reopen: {
    method: 'POST',
    path: '/archive/statistics/reopen',
    summary: '撤销签发（仅省级），数字恢复为实时统计',
    access: perm(ARCHIVES_PERMISSIONS.statisticsSignOff),
    body: signOffBody,
    response: z.null(),
  },
  signOffStatus: {
    method: 'GET',
    path: '/archive/statistics/signOffStatus',
    summary: '地区内各区县的签发情况',
    access: perm(ARCHIVES_PERMISSIONS.statisticsView),
    query: periodQuery,
    response: z.object({ signed: z.number(), total: z.number(), counties: z.array(countySignOff) }),
  },
  exportXls: {
    method: 'GET',
    path: '/archive/statistics/exportXls',
    summary: '导出统计表',
    access: perm(ARCHIVES_PERMISSIONS.statisticsExport),
    query: periodQuery,
    response: z.string().describe('Excel 工作簿（.xlsx）'),
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
});
