import type { GridColumn, GridRow, StatisticsType } from './types';

export type StatisticsValues = Record<StatisticsType, Record<string, number>>;

function numeric(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Sum (合计) and average (平均) of every column asking for them; the average divides by the row count. */
export function computeStatistics(
  rows: readonly GridRow[],
  columns: readonly GridColumn[],
): StatisticsValues {
  const result: StatisticsValues = { sum: {}, average: {} };
  for (const column of columns) {
    if (!column.statistics?.length) continue;
    let sum = 0;
    for (const row of rows) sum += numeric(row[column.key]) ?? 0;
    if (column.statistics.includes('sum')) result.sum[column.key] = sum;
    if (column.statistics.includes('average')) {
      result.average[column.key] = rows.length > 0 ? sum / rows.length : 0;
    }
  }
  return result;
}

/** At most two decimals, without trailing zeros. */
export function formatStatistic(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** The footer rows to show, in order: 合计 then 平均. */
export function statisticsRows(columns: readonly GridColumn[]): StatisticsType[] {
  const wanted = new Set(columns.flatMap((c) => c.statistics ?? []));
  return (['sum', 'average'] as const).filter((t) => wanted.has(t));
}
