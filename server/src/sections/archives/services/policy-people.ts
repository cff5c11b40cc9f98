import type { PolicyPerson } from '@vets/contracts';
import type { Db } from '../../../db/database.js';
import { archivesDb } from '../tables.js';

/** An archive as 政策找人 matches it: what policies ask about, and where to send the news. */
export interface PolicyArchive extends PolicyPerson {
  id: string;
  realName: string;
  gridId: string | null;
}

const COLUMNS = [
  'id',
  'realName',
  'gridId',
  'employmentStatus',
  'enlistDate',
  'dischargeDate',
  'residenceRegion',
  'householdRegion',
  'disabilityGrade',
  'dischargeType',
] as const;

/** The next `limit` archives after `afterId` (by id), for matching in batches. */
export async function policyArchives(
  db: Db,
  afterId: string,
  limit: number,
): Promise<PolicyArchive[]> {
  const rows = await archivesDb(db)
    .selectFrom('arcBasic')
    .select([...COLUMNS])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, gridId: r.gridId ?? null }) as PolicyArchive);
}

/** One archive as 政策找人 sees it, or undefined. */
export async function policyArchive(db: Db, id: string): Promise<PolicyArchive | undefined> {
  const row = await archivesDb(db)
    .selectFrom('arcBasic')
    .select([...COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? ({ ...row, gridId: row.gridId ?? null } as PolicyArchive) : undefined;
}
