import {
  ARCHIVE_REF,
  ARCHIVES_PERMISSIONS,
  isPeriodClosed,
  type PeriodType,
  periodLabel,
  periodRange,
  periodsEndingWith,
  type StatisticsFigures,
  type StatisticsSummary,
  shiftPeriod,
} from '@vets/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/app-context.js';
import type { ResourceService } from '../../../core/resource/resource-service.js';
import type { ScopedIds } from '../../../core/resource/resource-store.js';
import { addCounts, type Counts, liveCounts, zeroCounts } from './statistics-counts.js';
import { childCodeOf, resolveRegion, type StatisticsRegion } from './statistics-regions.js';
import { countsOf, type SignOffRow, signOffsIn } from './statistics-sign-offs.js';

export interface StatisticsQuery {
  periodType: PeriodType;
  period?: string | undefined;
  regionCode?: string | undefined;
}

export interface ResolvedQuery {
  periodType: PeriodType;
  period: string;
  region: StatisticsRegion;
  today: string;
}

export function archiveService(ctx: AppContext): ResourceService {
  const service = ctx.resources.byKey(ARCHIVE_REF);
  if (!service) throw new Error('archive resource is not registered');
  return service;
}

/** The archives the caller may see (null: all), as a subquery for hand-written counts. */
export async function archiveScope(ctx: AppContext, request: FastifyRequest): Promise<ScopedIds> {
  const service = archiveService(ctx);
  return service.store.scopedIds(await service.scopeFor(request));
}

/** The period asked for, else the last closed one of its type; the region, else the caller's. */
export async function resolveQuery(
  ctx: AppContext,
  request: FastifyRequest,
  q: StatisticsQuery,
): Promise<ResolvedQuery> {
  const today = ctx.clock.nowText().slice(0, 10);
  const current = { month: today.slice(0, 7), quarter: '', year: today.slice(0, 4) }[q.periodType];
  const thisPeriod =
    current || `${today.slice(0, 4)}-Q${Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1}`;
  const period = q.period ?? shiftPeriod(q.periodType, thisPeriod, -1);
  const region = await resolveRegion(ctx, request, q.regionCode);
  return { periodType: q.periodType, period, region, today };
}

export function figuresOf(c: Counts): StatisticsFigures {
  const rate = c.onRecord ? Math.round((c.employed / c.onRecord) * 1000) / 10 : 0;
  const { onRecord, employed, unemployed, placements, registrations } = c;
  return { onRecord, employed, unemployed, employmentRate: rate, placements, registrations };
}

/**
 * The counts of each child region for each period: live counts, except that a county that
 * signed off a period contributes its frozen counts for it instead.
 */
export async function childCounts(
  ctx: AppContext,
  region: StatisticsRegion,
  periodType: PeriodType,
  periods: string[],
  scope: ScopedIds,
): Promise<{ byChild: Map<string, Counts[]>; signOffs: Map<string, Map<string, SignOffRow>> }> {
  const ranges = periods.map((p) => periodRange(periodType, p));
  const [live, signOffs] = await Promise.all([
    liveCounts(ctx.readDb, region.prefix, ranges, scope),
    signOffsIn(ctx.db, region.prefix, periodType, periods),
  ]);
  const byChild = new Map<string, Counts[]>();
  const into = (code: string, i: number) => {
    const child = childCodeOf(region.prefix, code);
    let row = byChild.get(child);
    if (!row) {
      row = periods.map(zeroCounts);
      byChild.set(child, row);
    }
    return row[i]!;
  };
  for (const [code, counts] of live)
    for (const [i, c] of counts.entries())
      if (!signOffs.get(code.slice(0, 6))?.has(periods[i]!)) addCounts(into(code, i), c);
  for (const [county, byPeriod] of signOffs)
    for (const [i, p] of periods.entries()) {
      const s = byPeriod.get(p);
      if (s) addCounts(into(county, i), countsOf(s));
    }
  return { byChild, signOffs };
}

export async function summaryOf(
  ctx: AppContext,
  request: FastifyRequest,
  q: ResolvedQuery,
): Promise<StatisticsSummary> {
  const { region, periodType, period } = q;
  const service = archiveService(ctx);
  const [scope, actor] = await Promise.all([archiveScope(ctx, request), service.actorFor(request)]);
  const { byChild, signOffs } = await childCounts(ctx, region, periodType, [period], scope);
  const closed = isPeriodClosed(periodType, period, q.today);
  const mayAdd = actor.permissions.has(ARCHIVES_PERMISSIONS.statisticsSignOff);
  const children = [...region.children];
  for (const code of byChild.keys())
    if (!children.some((c) => c.regionCode === code))
      children.push({ regionCode: code, regionName: code });
  const total = zeroCounts();
  const rows = children.map((child) => {
    const counts = byChild.get(child.regionCode)?.[0] ?? zeroCounts();
    addCounts(total, counts);
    const isCounty = child.regionCode.slice(4) !== '00';
    const s = signOffs.get(child.regionCode)?.get(period);
    return {
      ...child,
      ...figuresOf(counts),
      isCounty,
      signOff: s ? { signedBy: s.signedBy, signTime: s.signTime } : null,
      canSignOff: isCounty && closed && !s && mayAdd,
    };
  });
  return {
    regionCode: region.regionCode,
    regionName: region.regionName,
    level: region.level,
    path: region.path,
    periodType,
    period,
    periodLabel: periodLabel(periodType, period),
    closed,
    total: figuresOf(total),
    rows,
  };
}

/** The region's figures for the 12 periods that end with the one asked for. */
export async function trendOf(ctx: AppContext, request: FastifyRequest, q: ResolvedQuery) {
  const periods = periodsEndingWith(q.periodType, q.period, 12);
  const scope = await archiveScope(ctx, request);
  const { byChild } = await childCounts(ctx, q.region, q.periodType, periods, scope);
  const points = periods.map((p, i) => {
    const total = zeroCounts();
    for (const counts of byChild.values()) addCounts(total, counts[i]!);
    return { period: p, periodLabel: periodLabel(q.periodType, p), ...figuresOf(total) };
  });
  return { regionCode: q.region.regionCode, regionName: q.region.regionName, points };
}
