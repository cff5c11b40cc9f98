import {
  type DashboardCard,
  type DashboardSeries,
  deliveryResource,
  deliveryStatus,
  fairStatus,
  jobFairResource,
  jobPositionResource,
  positionStatus,
} from '@vets/contracts';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../../core/app-context.js';
import type { DashboardContribution } from '../../../core/dashboard/dashboard-board.js';
import { type DashboardPeriod, onMonths } from '../../../core/dashboard/dashboard-period.js';
import { figureScope } from '../../../core/dashboard/figure-scope.js';
import type { ScopedIds } from '../../../core/resource/resource-store.js';
import { recruitmentDb } from '../tables.js';

const count = async (q: { executeTakeFirstOrThrow(): Promise<{ n: unknown }> }) =>
  Number((await q.executeTakeFirstOrThrow()).n);

async function openPositions(ctx: AppContext, inScope: ScopedIds) {
  let q = recruitmentDb(ctx.db)
    .selectFrom('zpPosition')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', positionStatus.values.published);
  if (inScope) q = q.where('id', 'in', inScope);
  return count(q);
}

async function fairsHeld(ctx: AppContext, inScope: ScopedIds, period: DashboardPeriod) {
  let q = recruitmentDb(ctx.db)
    .selectFrom('zpJobFair')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', fairStatus.values.published)
    .where('startTime', '>=', `${period.yearStart} 00:00:00`)
    .where('startTime', '<=', period.now);
  if (inScope) q = q.where('id', 'in', inScope);
  return count(q);
}

/** Applications (by when sent) or hires (by when decided) per month of the period. */
async function deliveriesPerMonth(
  ctx: AppContext,
  inScope: ScopedIds,
  period: DashboardPeriod,
  hires: boolean,
) {
  const column = hires ? 'resultTime' : 'deliverTime';
  const month = sql<string>`substr(${sql.ref(hires ? 'result_time' : 'deliver_time')}, 1, 7)`;
  let q = recruitmentDb(ctx.db)
    .selectFrom('zpDelivery')
    .select((eb) => [month.as('month'), eb.fn.countAll<number>().as('n')])
    .where(column, '>=', `${period.months[0]}-01 00:00:00`)
    .where(column, '<=', period.now)
    .groupBy(month);
  if (hires) q = q.where('status', '=', deliveryStatus.values.hired);
  if (inScope) q = q.where('id', 'in', inScope);
  const rows = await q.execute();
  const sumFrom = (start: string) =>
    rows.filter((r) => r.month >= start.slice(0, 7)).reduce((s, r) => s + Number(r.n), 0);
  return {
    data: onMonths(period, rows),
    thisMonth: sumFrom(period.monthStart),
    thisYear: sumFrom(period.yearStart),
  };
}

/**
 * 招聘管理 on the dashboard: open positions, this month's applications, this year's job fairs
 * and hires, and 12 months of applications and hires. Each part needs the list it counts and
 * follows that list's scope (data rules on `sys_org_code` when the roles have them).
 */
export async function recruitmentDashboardFigures(
  ctx: AppContext,
  request: FastifyRequest,
  period: DashboardPeriod,
): Promise<DashboardContribution> {
  const [positions, deliveries, fairs] = await Promise.all([
    figureScope(ctx, request, jobPositionResource),
    figureScope(ctx, request, deliveryResource),
    figureScope(ctx, request, jobFairResource),
  ]);
  const cards: DashboardCard[] = [];
  const trend: DashboardSeries[] = [];
  if (positions.allowed)
    cards.push({
      key: 'openPositions',
      title: '在招岗位',
      value: await openPositions(ctx, positions.inScope),
      unit: '个',
    });
  if (deliveries.allowed) {
    const applied = await deliveriesPerMonth(ctx, deliveries.inScope, period, false);
    const hired = await deliveriesPerMonth(ctx, deliveries.inScope, period, true);
    cards.push(
      { key: 'applicationsMonth', title: '本月投递', value: applied.thisMonth, unit: '份' },
      { key: 'hiresMonth', title: '本月录用', value: hired.thisMonth, unit: '人' },
      { key: 'hiresYear', title: '本年录用', value: hired.thisYear, unit: '人' },
    );
    trend.push(
      { key: 'applications', name: '岗位投递', data: applied.data },
      { key: 'hires', name: '招聘录用', data: hired.data },
    );
  }
  if (fairs.allowed)
    cards.push({
      key: 'fairsYear',
      title: '本年招聘会',
      value: await fairsHeld(ctx, fairs.inScope, period),
      unit: '场',
    });
  return { cards, trend };
}
