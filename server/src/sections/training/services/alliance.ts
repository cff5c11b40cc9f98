import { regionPrefix } from '@vets/contracts';
import type { Db } from '../../../db/database.js';
import { containsText, startsWithText } from '../../../db/like.js';
import { trainingDb } from '../tables.js';

/**
 * A member institution of the 教育培训联盟 as others may show it: the institution, what it
 * teaches and where; never its contact person or phone.
 */
export interface AllianceInstitution {
  id: string;
  institutionName: string;
  /** A `tr_institution_type` value. */
  institutionType: string;
  regionCode: string;
  trainingScope: string | null;
  introduction: string | null;
  logo: string | null;
  /** The institution's premises. */
  address: string | null;
}

export interface AllianceQuery {
  keyword?: string | undefined;
  /** A province, city or county code; the institutions within it. */
  regionCode?: string | undefined;
  pageNo: number;
  pageSize: number;
}

const COLUMNS = [
  'id',
  'institutionName',
  'institutionType',
  'regionCode',
  'trainingScope',
  'introduction',
  'logo',
  'address',
] as const;

const members = (db: Db) =>
  trainingDb(db).selectFrom('trInstitution').where('allianceMember', '=', 'Y');

/** One page of the alliance's member institutions, by name or what they teach, and region. */
export async function allianceInstitutions(
  db: Db,
  { keyword, regionCode, pageNo, pageSize }: AllianceQuery,
): Promise<{ records: AllianceInstitution[]; total: number }> {
  let q = members(db);
  if (keyword)
    q = q.where((eb) =>
      eb.or([containsText('institution_name', keyword), containsText('training_scope', keyword)]),
    );
  if (regionCode) q = q.where(startsWithText('region_code', regionPrefix(regionCode)));
  const { total } = await q
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const records = await q
    .select(COLUMNS)
    .orderBy('regionCode')
    .orderBy('institutionName')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  return { records, total: Number(total) };
}

/** A member institution of the alliance, or undefined when there is none by that id. */
export function allianceInstitution(db: Db, id: string): Promise<AllianceInstitution | undefined> {
  return members(db).select(COLUMNS).where('id', '=', id).executeTakeFirst();
}
