import { EMPLOYED_STATUSES, employmentStatus, type PeriodRange } from '@vets/contracts';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { ScopedIds } from '../../../core/resource/resource-store.js';
import type { Db } from '../../../db/database.js';
import { statisticsDb } from './statistics-tables.js';

/** The counted figures of one region in one period (the rate is derived from them). */
export interface Counts {
  onRecord: number;
  employed: number;
  unemployed: number;
  placements: number;
  registrations: number;
}

export const zeroCounts = (): Counts => ({
  onRecord: 0,
  employed: 0,
  unemployed: 0,
  placements: 0,
  registrations: 0,
});

export function addCounts(into: Counts, from: Counts): void {
  into.onRecord += from.onRecord;
  into.employed += from.employed;
  into.unemployed += from.unemployed;
  into.placements += from.placements;
  into.registrations += from.registrations;
}

/** Codes inside a region prefix, as an index range (never a LIKE on user input). */
export const prefixRange = (prefix: string): [string, string] => [prefix, `${prefix}:`];

/** Per region code, the counts of each period (in the order of `periods`). */
export type CountsByRegion = Map<string, Counts[]>;

function slot(out: CountsByRegion, code: string, size: number): Counts[] {
  let row = out.get(code);
  if (!row) {
    row = Array.from({ length: size }, zeroCounts);
    out.set(code, row);
  }
  return row;
}

const caseSum = (cond: Expression<SqlBool>) =>
  sql<number>`sum(case when ${cond} then 1 else 0 end)`;

/**
 * The live counts of every region code inside `prefix` for each period, over the archives
 * `scope` allows (null: all). One pass over the (region, status, create time) index for the
 * archives on record, and one over the date index of each dated list.
 */
export async function liveCounts(
  db: Db,
  prefix: string,
  periods: PeriodRange[],
  scope: ScopedIds,
): Promise<CountsByRegion> {
  const out: CountsByRegion = new Map();
  const sdb = statisticsDb(db);
  const [from, to] = prefixRange(prefix);
  const lastEnd = periods.reduce((m, p) => (p.endExclusive > m ? p.endExclusive : m), '');
  const firstStart = periods.reduce((m, p) => (p.start < m ? p.start : m), '9999');

  let archives = sdb
    .selectFrom('arcBasic')
    .select(['residenceRegion', 'employmentStatus'])
    .where('residenceRegion', '>=', from)
    .where('residenceRegion', '<', to)
    .where('createTime', '<', lastEnd)
    .groupBy(['residenceRegion', 'employmentStatus']);
  // One period: a plain count, a quarter cheaper than the conditional sum.
  if (periods.length === 1) archives = archives.select((eb) => eb.fn.countAll<number>().as('c0'));
  else
    for (const [i, p] of periods.entries())
      archives = archives.select((eb) =>
        caseSum(eb('createTime', '<', p.endExclusive)).as(`c${i}`),
      );
  if (scope) archives = archives.where('id', 'in', scope as never);

  const unemployed = employmentStatus.values.unemployed;
  for (const row of (await archives.execute()) as Array<Record<string, unknown>>) {
    const counts = slot(out, String(row.residenceRegion), periods.length);
    const status = String(row.employmentStatus);
    for (const [i, c] of counts.entries()) {
      const n = Number(row[`c${i}`] ?? 0);
      c.onRecord += n;
      if (EMPLOYED_STATUSES.includes(status)) c.employed += n;
      else if (status === unemployed) c.unemployed += n;
    }
  }

  const dated = [
    ['arcJobResult', 'placementDate', 'placements'],
    ['arcUnemployment', 'registerDate', 'registrations'],
  ] as const;
  for (const [table, dateColumn, key] of dated) {
    // Both lists have archiveId and one date column; typed as the first for the builder.
    const column = `r.${dateColumn}` as 'r.placementDate';
    let q = sdb
      .selectFrom(`${table} as r` as 'arcJobResult as r')
      .innerJoin('arcBasic as b', 'b.id', 'r.archiveId')
      .select('b.residenceRegion')
      .where(column, '>=', firstStart)
      .where(column, '<', lastEnd)
      .where('b.residenceRegion', '>=', from)
      .where('b.residenceRegion', '<', to)
      .groupBy('b.residenceRegion');
    for (const [i, p] of periods.entries())
      q = q.select((eb) =>
        caseSum(eb.and([eb(column, '>=', p.start), eb(column, '<', p.endExclusive)])).as(`c${i}`),
      );
    if (scope) q = q.where('b.id', 'in', scope as never);
    for (const row of (await q.execute()) as Array<Record<string, unknown>>) {
      const counts = slot(out, String(row.residenceRegion), periods.length);
      for (const [i, c] of counts.entries()) c[key] += Number(row[`c${i}`] ?? 0);
    }
  }
  return out;
}
