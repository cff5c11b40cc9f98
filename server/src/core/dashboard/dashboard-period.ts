/** The dates the dashboard's figures count from, in the server's time zone. */
export interface DashboardPeriod {
  /** YYYY-MM-DD */
  today: string;
  /** `YYYY-MM-DD HH:mm:ss`, now. */
  now: string;
  /** YYYY-MM-01 of this month. */
  monthStart: string;
  /** YYYY-01-01 of this year. */
  yearStart: string;
  /** The last 12 months as YYYY-MM, oldest first, this month last. */
  months: string[];
}

const monthText = (year: number, month0: number) => {
  const d = new Date(Date.UTC(year, month0, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** The period of `now` (`YYYY-MM-DD HH:mm:ss`). */
export function dashboardPeriod(now: string): DashboardPeriod {
  const year = Number(now.slice(0, 4));
  const month0 = Number(now.slice(5, 7)) - 1;
  return {
    today: now.slice(0, 10),
    now,
    monthStart: `${now.slice(0, 7)}-01`,
    yearStart: `${now.slice(0, 4)}-01-01`,
    months: Array.from({ length: 12 }, (_, i) => monthText(year, month0 - 11 + i)),
  };
}

/** Counts by month (`YYYY-MM` keys) laid out on the period's months, gaps as 0. */
export function onMonths(period: DashboardPeriod, rows: Array<{ month: string; n: unknown }>) {
  const byMonth = new Map(rows.map((r) => [r.month, Number(r.n)]));
  return period.months.map((m) => byMonth.get(m) ?? 0);
}
