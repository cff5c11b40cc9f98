import {
  archiveResource,
  type DashboardCard,
  type DashboardSeries,
  EMPLOYED_STATUSES,
  jobResultResource,
  unemploymentResource,
} from '@vets/contracts';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import type { DashboardContribution } from '../../../core/dashboard/dashboard-board.js';
import { type DashboardPeriod, onMonths } from '../../../core/dashboard/dashboard-period.js';
import { figureScope, percent } from '../../../core/dashboard/figure-scope.js';
import type { ScopedIds } from '../../../core/resource/resource-store.js';
import { archivesDb } from '../tables.js';
import { byChildRegion, type CountyCount, officeRegion } from './dashboard-regions.js';

/** On record and employed, per county of residence, in the caller's scope (one indexed pass). */
async function countyCounts(ctx: AppContext, inScope: ScopedIds): Promise<CountyCount[]> {
  let q = archivesDb(ctx.readDb)
    .selectFrom('arcBasic')
    .select((eb) => ['residenceRegion', 'employmentStatus', eb.fn.countAll<number>().as('n')])
    .groupBy(['residenceRegion', 'employmentStatus']);
  if (inScope) q = q.where('id', 'in', inScope);
  const byCounty = new Map<string, CountyCount>();
  for (const r of await q.execute()) {
    const county = (r.residenceRegion ?? '').slice(0, 6);
    const c = byCounty.get(county) ?? { county, onRecord: 0, employed: 0 };
    c.onRecord += Number(r.n);
    if (EMPLOYED_STATUSES.includes(r.employmentStatus)) c.employed += Number(r.n);
    byCounty.set(county, c);
  }
  return [...byCounty.values()];
}

/** Rows of a dated list per month of the period, and this year's total. */
async function perMonth(
  ctx: AppContext,
  table: 'arcJobResult' | 'arcUnemployment',
  column: 'placementDate' | 'registerDate',
  inScope: ScopedIds,
  period: DashboardPeriod,
) {
  const snake = column === 'placementDate' ? 'placement_date' : 'register_date';
  const month = sql<string>`substr(${sql.ref(snake)}, 1, 7)`;
  let q = archivesDb(ctx.readDb)
    .selectFrom(table)
    .select((eb) => [month.as('month'), eb.fn.countAll<number>().as('n')])
    .where(column, '>=', `${period.months[0]}-01`)
    .where(column, '<=', period.today)
    .groupBy(month);
  if (inScope) q = q.where('id', 'in', inScope);
  const rows = await q.execute();
  const year = period.yearStart.slice(0, 4);
  return {
    data: onMonths(period, rows),
    thisYear: rows.filter((r) => r.month.startsWith(year)).reduce((s, r) => s + Number(r.n), 0),
  };
}

/**
 * 就业档案 on the dashboard: veterans on record and the employment rate, by region below the
 * caller's office; placements and new unemployment registrations over 12 months. Each part
 * needs the list permission it counts.
 */
export async function archiveDashboardFigures(
  ctx: AppContext,
  request: FastifyRequest,
  period: DashboardPeriod,
): Promise<DashboardContribution> {
  const [archives, results, unemployment] = await Promise.all([
    figureScope(ctx, request, archiveResource),
    figureScope(ctx, request, jobResultResource),
    figureScope(ctx, request, unemploymentResource),
  ]);
  const cards: DashboardCard[] = [];
  const trend: DashboardSeries[] = [];
  const out: DashboardContribution = { cards, trend };
  if (archives.allowed) {
    const counts = await countyCounts(ctx, archives.inScope);
    const onRecord = counts.reduce((s, c) => s + c.onRecord, 0);
    const employed = counts.reduce((s, c) => s + c.employed, 0);
    cards.push(
      { key: 'onRecord', title: '在册退役军人', value: onRecord, unit: '人' },
      { key: 'employed', title: '已就业', value: employed, unit: '人' },
      {
        key: 'employmentRate',
        title: '就业率',
        value: percent(employed, onRecord),
        unit: '%',
        hint: '已就业、自主经营、自主创业占在册人数',
      },
    );
    const office = await officeRegion(
      ctx.db,
      requireAuth(request).orgCode,
      ctx.config.installProvince,
    );
    out.regions = await byChildRegion(ctx.db, office, counts);
  }
  if (results.allowed) {
    const placements = await perMonth(
      ctx,
      'arcJobResult',
      'placementDate',
      results.inScope,
      period,
    );
    cards.push({
      key: 'placementsYear',
      title: '本年就业成果',
      value: placements.thisYear,
      unit: '人',
    });
    trend.push({ key: 'placements', name: '就业成果', data: placements.data });
  }
  if (unemployment.allowed) {
    const registered = await perMonth(
      ctx,
      'arcUnemployment',
      'registerDate',
      unemployment.inScope,
      period,
    );
    trend.push({ key: 'unemployment', name: '新增失业登记', data: registered.data });
  }
  return out;
}
