import type { ArchivePerson } from '../../recruitment/index.js';
import type { ArchivesDb } from '../tables.js';

const CHUNK = 500;

/** The people these archives keep, as a linked resume copies them. */
export async function archivePeople(
  db: ArchivesDb,
  ids: readonly string[],
): Promise<ArchivePerson[]> {
  const people: ArchivePerson[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom('arcBasic')
      .select([
        'id as archiveId',
        'idCard',
        'realName',
        'phone',
        'residenceRegion as regionCode',
        'education',
        'militaryBranch',
        'militaryRank',
        'militarySpecialty',
        'enlistDate',
        'dischargeDate',
      ])
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .execute();
    people.push(...rows);
  }
  return people;
}
