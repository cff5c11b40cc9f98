import {
  EMPLOYED_STATUSES,
  employmentStatus,
  periodRange,
  type StatisticsMetric,
  type StatisticsTraceRecord,
} from '@vets/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/app-context.js';
import type { ScopedIds } from '../../../core/resource/resource-store.js';
import { prefixRange } from './statistics-counts.js';
import { fullNames } from './statistics-regions.js';
import { archiveScope, archiveService, type ResolvedQuery } from './statistics-service.js';
import { signOffsIn } from './statistics-sign-offs.js';
import { MEMBER, statisticsDb } from './statistics-tables.js';

interface Paging {
  pageNo: number;
  pageSize: number;
}

type Row = Omit<StatisticsTraceRecord, 'residenceRegionName' | 'employmentStatus_dictText'>;

const ARCHIVE_COLUMNS = ['b.realName', 'b.idCard', 'b.residenceRegion'] as const;

/** Live members of a figure: the region's archives, minus the counties that froze the period. */
function liveQuery(
  ctx: AppContext,
  q: ResolvedQuery,
  metric: StatisticsMetric,
  frozen: string[],
  scope: ScopedIds,
) {
  const sdb = statisticsDb(ctx.readDb);
  const range = periodRange(q.periodType, q.period);
  const [from, to] = prefixRange(q.region.prefix);
  if (metric === 'placements' || metric === 'registrations') {
    const [table, column] =
      metric === 'placements'
        ? (['arcJobResult', 'placementDate'] as const)
        : (['arcUnemployment', 'registerDate'] as const);
    // Both lists have archiveId and one date column; typed as the first for the builder.
    const date = `r.${column}` as 'r.placementDate';
    let base = sdb
      .selectFrom(`${table} as r` as 'arcJobResult as r')
      .innerJoin('arcBasic as b', 'b.id', 'r.archiveId')
      .where(date, '>=', range.start)
      .where(date, '<', range.endExclusive)
      .where('b.residenceRegion', '>=', from)
      .where('b.residenceRegion', '<', to);
    if (frozen.length) base = base.where('b.residenceRegion', 'not in', frozen);
    if (scope) base = base.where('b.id', 'in', scope as never);
    return {
      count: base.select((eb) => eb.fn.countAll<number>().as('n')),
      rows: base
        .select(['r.id', 'b.id as archiveId', ...ARCHIVE_COLUMNS, 'b.employmentStatus'])
        .select(`${date} as date` as 'r.placementDate as date')
        .orderBy('b.residenceRegion')
        .orderBy(date)
        .orderBy('r.id'),
    };
  }
  let base = sdb
    .selectFrom('arcBasic as b')
    .where('b.residenceRegion', '>=', from)
    .where('b.residenceRegion', '<', to)
    .where('b.createTime', '<', range.endExclusive);
  if (metric === 'employed') base = base.where('b.employmentStatus', 'in', [...EMPLOYED_STATUSES]);
  if (metric === 'unemployed')
    base = base.where('b.employmentStatus', '=', employmentStatus.values.unemployed);
  if (frozen.length) base = base.where('b.residenceRegion', 'not in', frozen);
  if (scope) base = base.where('b.id', 'in', scope as never);
  return {
    count: base.select((eb) => eb.fn.countAll<number>().as('n')),
    rows: base
      .select(['b.id', 'b.id as archiveId', ...ARCHIVE_COLUMNS, 'b.employmentStatus'])
      .select((eb) => eb.val<string | null>(null).as('date'))
      .orderBy('b.residenceRegion')
      .orderBy('b.id'),
  };
}

/** Frozen members of a figure: what the signed-off counties recorded at sign-off. */
function frozenQuery(
  ctx: AppContext,
  metric: StatisticsMetric,
  signOffIds: string[],
  scope: ScopedIds,
) {
  const kind =
    metric === 'placements'
      ? MEMBER.placement
      : metric === 'registrations'
        ? MEMBER.registration
        : MEMBER.onRecord;
  let base = statisticsDb(ctx.readDb)
    .selectFrom('arcStatSignOffMember as m')
    .leftJoin('arcBasic as b', 'b.id', 'm.archiveId')
    .where('m.signOffId', 'in', signOffIds.length ? signOffIds : [''])
    .where('m.metric', '=', kind);
  if (metric === 'employed') base = base.where('m.status', 'in', [...EMPLOYED_STATUSES]);
  if (metric === 'unemployed')
    base = base.where('m.status', '=', employmentStatus.values.unemployed);
  if (scope) base = base.where('m.archiveId', 'in', scope as never);
  return {
    count: base.select((eb) => eb.fn.countAll<number>().as('n')),
    rows: base
      .select(['m.recordId as id', 'm.archiveId', ...ARCHIVE_COLUMNS, 'm.recordDate as date'])
      .select((eb) => eb.fn.coalesce('m.status', 'b.employmentStatus').as('employmentStatus'))
      .orderBy('b.residenceRegion')
      .orderBy('m.recordId'),
  };
}

/**
 * The records a figure counts, in the caller's scope: live ones first, then those frozen by
 * the counties that signed the period off. ID numbers masked without archives:basic:sensitive.
 */
export async function traceOf(
  ctx: AppContext,
  request: FastifyRequest,
  q: ResolvedQuery,
  metric: StatisticsMetric,
  paging: Paging,
) {
  const scope = await archiveScope(ctx, request);
  const signOffs = await signOffsIn(ctx.db, q.region.prefix, q.periodType, [q.period]);
  const frozenCounties = [...signOffs.keys()];
  const signOffIds = [...signOffs.values()].flatMap((m) => [...m.values()].map((s) => s.id));
  const live = liveQuery(ctx, q, metric, frozenCounties, scope);
  const frozen = frozenQuery(ctx, metric, signOffIds, scope);
  const liveTotal = Number((await live.count.executeTakeFirst())?.n ?? 0);
  const frozenTotal = signOffIds.length
    ? Number((await frozen.count.executeTakeFirst())?.n ?? 0)
    : 0;
  const offset = (paging.pageNo - 1) * paging.pageSize;
  const rows: Row[] = [];
  if (offset < liveTotal)
    rows.push(...((await live.rows.limit(paging.pageSize).offset(offset).execute()) as Row[]));
  const left = paging.pageSize - rows.length;
  if (left > 0 && frozenTotal)
    rows.push(
      ...((await frozen.rows
        .limit(left)
        .offset(Math.max(0, offset - liveTotal))
        .execute()) as Row[]),
    );

  const service = archiveService(ctx);
  const records = rows.map((r) => ({
    ...r,
    realName: r.realName ?? '（档案已删除）',
    idCard: r.idCard ?? '',
    residenceRegion: r.residenceRegion ?? '',
    employmentStatus: r.employmentStatus ?? '',
  })) as Array<Record<string, unknown>>;
  await service.present(records, await service.actorFor(request));
  const names = await fullNames(ctx, records.map((r) => String(r.residenceRegion)).filter(Boolean));
  const total = liveTotal + frozenTotal;
  return {
    records: records.map((r) => ({
      id: String(r.id),
      archiveId: String(r.archiveId),
      realName: String(r.realName),
      idCard: String(r.idCard),
      residenceRegion: String(r.residenceRegion),
      residenceRegionName: names.get(String(r.residenceRegion)) ?? '',
      employmentStatus: String(r.employmentStatus),
      employmentStatus_dictText: String(r.employmentStatus_dictText ?? ''),
      date: (r.date as string | null) ?? null,
    })),
    total,
    size: paging.pageSize,
    current: paging.pageNo,
    pages: Math.ceil(total / paging.pageSize),
  };
}
