import type { Db } from '../../../db/database.js';
import { organisationDb } from '../tables.js';

/** Active departments with a region, by org code: which office serves which region. */
export function departmentRegions(db: Db): Promise<Array<{ regionCode: string; orgCode: string }>> {
  return organisationDb(db)
    .selectFrom('sysDepart')
    .select(['regionCode', 'orgCode'])
    .where('regionCode', 'is not', null)
    .where('status', '=', '1')
    .orderBy('orgCode')
    .execute() as Promise<Array<{ regionCode: string; orgCode: string }>>;
}
