import type { DashboardFigures } from '@vets/contracts';
import type { EChartsOption } from '../../../../components/Chart';

type Visit = { type: string; visit: number; ip: number };

const title = (text: string) => ({ text, left: 0, textStyle: { fontSize: 14 } });

/** Veterans on record (bars) and the employment rate (line, right axis) by region. */
export function regionOption(regions: DashboardFigures['regions']): EChartsOption {
  return {
    title: title('各地区在册人数与就业率'),
    tooltip: { trigger: 'axis' },
    legend: { top: 0, right: 0 },
    grid: { left: 48, right: 48, top: 48, bottom: 56 },
    xAxis: {
      type: 'category',
      data: regions.map((r) => r.name),
      axisLabel: { interval: 0, rotate: regions.length > 8 ? 35 : 0 },
    },
    yAxis: [
      { type: 'value', name: '人', minInterval: 1 },
      { type: 'value', name: '%', min: 0, max: 100, splitLine: { show: false } },
    ],
    series: [
      { type: 'bar', name: '在册人数', data: regions.map((r) => r.onRecord), barMaxWidth: 28 },
      { type: 'bar', name: '已就业', data: regions.map((r) => r.employed), barMaxWidth: 28 },
      {
        type: 'line',
        name: '就业率',
        yAxisIndex: 1,
        data: regions.map((r) => r.rate),
        tooltip: { valueFormatter: (v: unknown) => `${String(v)}%` },
      },
    ],
  };
}

/** Each section's monthly series over the last 12 months. */
export function trendOption(months: string[], trend: DashboardFigures['trend']): EChartsOption {
  return {
    title: title('近 12 个月趋势'),
    tooltip: { trigger: 'axis' },
    legend: { top: 0, right: 0 },
    grid: { left: 48, right: 24, top: 48, bottom: 32 },
    xAxis: { type: 'category', boundaryGap: false, data: months },
    yAxis: { type: 'value', minInterval: 1 },
    series: trend.map((s) => ({ type: 'line', name: s.name, data: s.data, smooth: true })),
  };
}

/** Sign-ins (bars) and distinct addresses (line) per day. */
export function visitOption(days: Visit[]): EChartsOption {
  return {
    title: title('近 7 天访问'),
    tooltip: { trigger: 'axis' },
    legend: { top: 0, right: 0 },
    grid: { left: 40, right: 16, top: 48, bottom: 32 },
    xAxis: { type: 'category', data: days.map((d) => d.type) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { type: 'bar', name: '登录次数', data: days.map((d) => d.visit), barMaxWidth: 24 },
      { type: 'line', name: 'IP 数', data: days.map((d) => d.ip) },
    ],
  };
}
