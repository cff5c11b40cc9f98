import type { Db } from '../../../db/database.js';
import { archivesDb } from '../tables.js';

/** Whom an archive links its veteran to: family members and the units they worked for. */
export interface ArchiveTies {
  family: Array<{ memberName: string; idCard: string | null; workUnit: string | null }>;
  employers: string[];
}

const CHUNK = 500;

/** The family members and employers each archive records, by archive id (none: empty lists). */
export async function archiveTies(
  db: Db,
  archiveIds: readonly string[],
): Promise<Map<string, ArchiveTies>> {
  const adb = archivesDb(db);
  const ids = [...new Set(archiveIds)];
  const ties = new Map<string, ArchiveTies>(ids.map((id) => [id, { family: [], employers: [] }]));
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const family = await adb
      .selectFrom('arcFamily')
      .select(['archiveId', 'memberName', 'idCard', 'workUnit'])
      .where('archiveId', 'in', chunk)
      .orderBy('id')
      .execute();
    for (const { archiveId, ...member } of family) ties.get(archiveId)?.family.push(member);
    const jobs = await adb
      .selectFrom('arcEmployment')
      .select(['archiveId', 'employer'])
      .where('archiveId', 'in', chunk)
      .orderBy('id')
      .execute();
    for (const { archiveId, employer } of jobs) ties.get(archiveId)?.employers.push(employer);
  }
  return ties;
}

/** A veteran on record, as another section's demo data picks one. */
export interface ArchiveBrief {
  id: string;
  realName: string;
  residenceRegion: string | null;
  sysOrgCode: string | null;
}

/** Up to `limit` archives in one of the employment statuses, in a stable order. */
export async function archivesInStatus(
  db: Db,
  statuses: readonly string[],
  limit: number,
): Promise<ArchiveBrief[]> {
  if (!statuses.length) return [];
  return archivesDb(db)
    .selectFrom('arcBasic')
    .select(['id', 'realName', 'residenceRegion', 'sysOrgCode'])
    .where('employmentStatus', 'in', [...statuses])
    .orderBy('id')
    .limit(limit)
    .execute();
}
