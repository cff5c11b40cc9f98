import type { PeriodType } from '@vets/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** The period string the API takes (2026-10, 2026-Q3, 2026) of a picked date. */
export function periodOf(type: PeriodType, date: Dayjs): string {
  if (type === 'year') return date.format('YYYY');
  if (type === 'quarter') return `${date.format('YYYY')}-Q${Math.floor(date.month() / 3) + 1}`;
  return date.format('YYYY-MM');
}

/** The first day of a period, for the picker. */
export function dateOf(type: PeriodType, period: string): Dayjs {
  if (type === 'year') return dayjs(`${period}-01-01`);
  if (type === 'quarter') {
    const month = (Number(period.slice(6)) - 1) * 3 + 1;
    return dayjs(`${period.slice(0, 4)}-${String(month).padStart(2, '0')}-01`);
  }
  return dayjs(`${period}-01`);
}
