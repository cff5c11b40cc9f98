/** Statistics periods: a month (2026-10), a quarter (2026-Q3) or a year (2026). */
export type PeriodType = 'month' | 'quarter' | 'year';

export const PERIOD_PATTERNS: Record<PeriodType, RegExp> = {
  month: /^\d{4}-(0[1-9]|1[0-2])$/,
  quarter: /^\d{4}-Q[1-4]$/,
  year: /^\d{4}$/,
};

export const PERIOD_TYPE_LABELS: Record<PeriodType, string> = {
  month: '月度',
  quarter: '季度',
  year: '年度',
};

/** Dates as YYYY-MM-DD: the first day of the period and the first day after it. */
export interface PeriodRange {
  start: string;
  /** Exclusive: the first day after the period. */
  endExclusive: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const monthStart = (year: number, month0: number) => {
  const y = year + Math.floor(month0 / 12);
  const m = ((month0 % 12) + 12) % 12;
  return `${y}-${pad(m + 1)}-01`;
};

/** The period's first month (0-based months since year 0) and its length in months. */
function monthSpan(type: PeriodType, period: string): [number, number] {
  const year = Number(period.slice(0, 4));
  if (type === 'year') return [year * 12, 12];
  if (type === 'quarter') return [year * 12 + (Number(period.slice(6)) - 1) * 3, 3];
  return [year * 12 + Number(period.slice(5, 7)) - 1, 1];
}

function periodOfMonth(type: PeriodType, months: number): string {
  const year = Math.floor(months / 12);
  const m0 = months % 12;
  if (type === 'year') return String(year);
  if (type === 'quarter') return `${year}-Q${Math.floor(m0 / 3) + 1}`;
  return `${year}-${pad(m0 + 1)}`;
}

export function periodRange(type: PeriodType, period: string): PeriodRange {
  const [first, length] = monthSpan(type, period);
  return { start: monthStart(0, first), endExclusive: monthStart(0, first + length) };
}

/** The period `steps` periods after (negative: before) the given one. */
export function shiftPeriod(type: PeriodType, period: string, steps: number): string {
  const [first, length] = monthSpan(type, period);
  return periodOfMonth(type, first + steps * length);
}

/** The `count` periods that end with the given one, oldest first. */
export function periodsEndingWith(type: PeriodType, period: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shiftPeriod(type, period, i - count + 1));
}

/** A period is closed when it ended before `today` (YYYY-MM-DD). */
export const isPeriodClosed = (type: PeriodType, period: string, today: string) =>
  periodRange(type, period).endExclusive <= today;

/** The last closed month before `today` (YYYY-MM-DD). */
export function lastClosedMonth(today: string): string {
  return shiftPeriod('month', today.slice(0, 7), -1);
}

/** 2026年10月, 2026年第3季度, 2026年. */
export function periodLabel(type: PeriodType, period: string): string {
  if (type === 'year') return `${period}年`;
  if (type === 'quarter') return `${period.slice(0, 4)}年第${period.slice(6)}季度`;
  return `${period.slice(0, 4)}年${Number(period.slice(5, 7))}月`;
}
