import { z } from 'zod';
import { defineEndpoints, SESSION } from '../../../api/endpoint.js';

/** One headline figure of the dashboard. */
export const dashboardCard = z.object({
  key: z.string().describe('卡片标识'),
  title: z.string().describe('名称'),
  value: z.number().describe('数值'),
  unit: z.string().describe('单位（人、个、%）'),
  hint: z.string().optional().describe('说明'),
});

/** Veterans on record and the employment rate of one region below the caller's. */
export const dashboardRegion = z.object({
  code: z.string().describe('行政区划代码'),
  name: z.string().describe('地区名称'),
  onRecord: z.number().describe('在册人数'),
  employed: z.number().describe('就业人数'),
  rate: z.number().describe('就业率（%，一位小数）'),
});

/** A line of the 12-month trend, one value per month of `months`. */
export const dashboardSeries = z.object({
  key: z.string(),
  name: z.string().describe('名称'),
  data: z.array(z.number()),
});

export const dashboardFigures = z.object({
  cards: z.array(dashboardCard),
  regions: z.array(dashboardRegion),
  months: z.array(z.string()).describe('最近 12 个月 YYYY-MM，从早到晚'),
  trend: z.array(dashboardSeries),
  notices: z.array(z.string()).describe('未能统计的板块说明'),
});

export type DashboardCard = z.infer<typeof dashboardCard>;
export type DashboardRegion = z.infer<typeof dashboardRegion>;
export type DashboardSeries = z.infer<typeof dashboardSeries>;
export type DashboardFigures = z.infer<typeof dashboardFigures>;

/** 首页: the director's figures, each section's in the caller's scope. */
export const dashboardApi = defineEndpoints('首页', {
  figures: {
    method: 'GET',
    path: '/dashboard/analysis/figures',
    summary: '首页统计：在册人数与就业率、岗位与投递、招聘会与录用、12 个月趋势、访问量',
    access: SESSION,
    response: dashboardFigures,
  },
});
