import type { Db } from '../../../db/database.js';
import { recruitmentDb } from '../tables.js';

/** The person a resume describes: what an employment archive of the same veteran shares. */
export interface ResumePerson {
  idCard: string;
  realName: string;
  phone: string | null;
  regionCode: string;
  education: string | null;
  militaryBranch: string | null;
  militaryRank: string | null;
  militarySpecialty: string | null;
  serviceYears: number | null;
  dischargeDate: string | null;
}

/** Every resume's person, by ID number. */
export function resumePeople(db: Db): Promise<ResumePerson[]> {
  return recruitmentDb(db)
    .selectFrom('zpResume')
    .select([
      'idCard',
      'realName',
      'phone',
      'regionCode',
      'education',
      'militaryBranch',
      'militaryRank',
      'militarySpecialty',
      'serviceYears',
      'dischargeDate',
    ])
    .orderBy('idCard')
    .execute();
}
