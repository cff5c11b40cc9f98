import type { ValueScale } from './types';

/** Colours of point kinds without one of their own, in order of appearance. */
export const KIND_COLORS = [
  '#1677ff',
  '#52c41a',
  '#fa8c16',
  '#eb2f96',
  '#722ed1',
  '#13c2c2',
  '#f5222d',
  '#faad14',
];

/** Light to dark blue for counts and rates per county. */
export const REGION_COLORS = ['#e6f4ff', '#91caff', '#4096ff', '#0958d9', '#002c8c'];

/** Red (none) through amber to green (all): shares such as visits in the last 90 days. */
export const POLYGON_COLORS = ['#f5222d', '#faad14', '#52c41a'];

export const POLYGON_FILL = '#adc6ff';
export const POLYGON_STROKE = '#1d39c4';
export const DRAWING_COLOR = '#fa541c';

export function kindColor(index: number, own?: string): string {
  return own ?? KIND_COLORS[index % KIND_COLORS.length]!;
}

/** 1,234 or 42% (percent scales), the way the legend and tooltips show a value. */
export function formatValue(value: number, scale?: Pick<ValueScale, 'percent'>): string {
  if (!Number.isFinite(value)) return '-';
  if (scale?.percent) return `${Math.round(value * 1000) / 10}%`;
  return value.toLocaleString('zh-CN', { maximumFractionDigits: 2 });
}

/** A count for a bubble label: 987, 1.2万. */
export function shortCount(count: number): string {
  return count >= 10_000 ? `${Math.round(count / 1000) / 10}万` : String(count);
}

/** The [min, max] a scale shows: its own, else the values' extent. */
export function scaleRange(values: readonly number[], scale?: ValueScale): [number, number] {
  let min = scale?.min ?? Infinity;
  let max = scale?.max ?? -Infinity;
  if (scale?.min === undefined) for (const v of values) if (Number.isFinite(v) && v < min) min = v;
  if (scale?.max === undefined) for (const v of values) if (Number.isFinite(v) && v > max) max = v;
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  return min === max ? [min, min + 1] : [min, max];
}
