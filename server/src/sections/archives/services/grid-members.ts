import type { Db } from '../../../db/database.js';
import { archivesDb } from '../tables.js';

/** An archive as a grid sees it: who, their status, the office keeping them. */
export interface GridMember {
  id: string;
  realName: string;
  employmentStatus: string;
  sysOrgCode: string | null;
}

/** The archives of veterans living in a county, in a stable order. */
export async function archivesOfCounty(db: Db, countyCode: string): Promise<GridMember[]> {
  return archivesDb(db)
    .selectFrom('arcBasic')
    .select(['id', 'realName', 'employmentStatus', 'sysOrgCode'])
    .where('residenceRegion', '=', countyCode)
    .orderBy('id')
    .execute();
}

/** Puts archives in a grid (the grid worker's data rule follows `gridId`). */
export async function assignArchivesToGrid(
  db: Db,
  archiveIds: string[],
  gridId: string,
): Promise<void> {
  if (!archiveIds.length) return;
  await archivesDb(db)
    .updateTable('arcBasic')
    .set({ gridId })
    .where('id', 'in', archiveIds)
    .execute();
}
