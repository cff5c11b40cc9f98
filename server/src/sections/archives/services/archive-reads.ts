import { employmentStatus } from '@vets/contracts';
import { sql } from 'kysely';
import type { ScopedIds } from '../../../core/resource/resource-store.js';
import type { Db } from '../../../db/database.js';
import { archivesDb } from '../tables.js';

/** A `select <archive id>` query from another section's table (visits, for instance). */
export type ArchiveIdQuery = NonNullable<ScopedIds>;

/** The archives a map or report looks at: those in the caller's scope, within a region. */
export interface ArchiveView {
  /** The caller's scope of archives (`service.store.scopedIds`); null when unrestricted. */
  scope: ScopedIds;
  /** A GB/T 2260 province, city or county code; its residents only. */
  regionCode?: string | undefined;
}

/** The grid each archive is in now, by archive id. */
export async function archiveGrids(db: Db, ids: string[]): Promise<Map<string, string | null>> {
  if (!ids.length) return new Map();
  const rows = await archivesDb(db)
    .selectFrom('arcBasic')
    .select(['id', 'gridId'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.gridId ?? null]));
}

/** The digits of a region code that its subregions share (130000 → 13, 130100 → 1301). */
const regionPrefix = (code: string) => code.replace(/(00){1,2}$/, '');

function viewQuery(db: Db, view: ArchiveView) {
  let q = archivesDb(db).selectFrom('arcBasic');
  if (view.scope) q = q.where('id', 'in', view.scope);
  if (view.regionCode) q = q.where('residenceRegion', 'like', `${regionPrefix(view.regionCode)}%`);
  return q;
}

export interface ArchiveCount {
  /** The county of residence (six digits). */
  county: string;
  gridId: string | null;
  status: string;
  /** Whether `visited` names these archives. */
  visited: boolean;
  count: number;
}

/**
 * Archives counted by county, grid, employment status and whether `visited` (a query of archive
 * ids) names them: one pass over the archives in view, however many there are.
 */
export async function archiveCounts(
  db: Db,
  view: ArchiveView,
  visited: ArchiveIdQuery,
): Promise<ArchiveCount[]> {
  const county = sql<string>`substr(${sql.ref('residenceRegion')}, 1, 6)`;
  const seen = sql<number>`case when ${sql.ref('id')} in (${visited}) then 1 else 0 end`;
  const rows = await viewQuery(db, view)
    .select((eb) => [
      county.as('county'),
      'gridId',
      'employmentStatus',
      seen.as('visited'),
      eb.fn.countAll().as('count'),
    ])
    // By position: PostgreSQL would take the visit subquery's two bindings for two expressions.
    .groupBy(sql`1, 2, 3, 4`)
    .execute();
  return rows.map((r) => ({
    county: String(r.county),
    gridId: r.gridId ?? null,
    status: r.employmentStatus ?? employmentStatus.values.other,
    visited: Number(r.visited) === 1,
    count: Number(r.count),
  }));
}

/** Each archive in view as its county, grid and status (no identity), in a stable order. */
export async function archivePlaces(
  db: Db,
  view: ArchiveView,
  limit: number,
): Promise<Array<{ county: string; gridId: string | null; status: string }>> {
  const rows = await viewQuery(db, view)
    .select(['residenceRegion', 'gridId', 'employmentStatus'])
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    county: String(r.residenceRegion ?? '').slice(0, 6),
    gridId: r.gridId ?? null,
    status: r.employmentStatus ?? employmentStatus.values.other,
  }));
}
