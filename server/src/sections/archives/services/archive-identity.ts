import type { Db } from '../../../db/database.js';
import type { ArchivePerson } from '../../recruitment/index.js';
import { archivesDb } from '../tables.js';
import { archivePeople } from './archive-people.js';

/**
 * The veteran whose archive holds this name, ID number and phone, all three, or undefined: a
 * veteran proves who they are on the portal by what staff recorded.
 */
export async function archivedPerson(
  db: Db,
  who: { realName: string; idCard: string; phone: string },
): Promise<ArchivePerson | undefined> {
  const adb = archivesDb(db);
  const row = await adb
    .selectFrom('arcBasic')
    .select('id')
    .where('idCard', '=', who.idCard)
    .where('realName', '=', who.realName)
    .where('phone', '=', who.phone)
    .executeTakeFirst();
  if (!row) return undefined;
  const [person] = await archivePeople(adb, [row.id]);
  return person;
}
