import type { DashboardContribution } from '../../../core/dashboard/dashboard-board.js';
import type { DashboardPeriod } from '../../../core/dashboard/dashboard-period.js';
import type { Db } from '../../../db/database.js';
import { visitTotals } from './visit-stats.js';

/** The system's dashboard cards: sign-ins today and in all, as `/sys/loginfo` counts them. */
export async function systemDashboardFigures(
  db: Db,
  period: DashboardPeriod,
): Promise<DashboardContribution> {
  const totals = await visitTotals(db, period.today);
  return {
    cards: [
      { key: 'todayVisits', title: '今日登录', value: totals.todayVisitCount, unit: '次' },
      { key: 'todayIps', title: '今日登录 IP', value: totals.todayIp, unit: '个' },
      { key: 'totalVisits', title: '累计登录', value: totals.totalVisitCount, unit: '次' },
    ],
  };
}
