import { companyAuditStatus } from '@vets/contracts';
import type { Db } from '../../../db/database.js';
import { newId } from '../../../db/ids.js';
import { recruitmentDb } from '../tables.js';

/** What a company gives when it registers itself. */
export interface CompanyRegistration {
  companyName: string;
  creditCode: string;
  regionCode: string;
  contactName: string;
  contactPhone: string;
  /** The office that keeps companies of its region. */
  sysOrgCode: string | null;
}

/** The company on record with this name or credit code, if any. */
export async function companyOnRecord(
  db: Db,
  companyName: string,
  creditCode: string,
): Promise<string | undefined> {
  const row = await recruitmentDb(db)
    .selectFrom('zpCompany')
    .select('id')
    .where((eb) => eb.or([eb('creditCode', '=', creditCode), eb('companyName', '=', companyName)]))
    .orderBy('createTime')
    .executeTakeFirst();
  return row?.id;
}

/**
 * A self-registered company, 待审核 until staff approve it. Null when a company of that name or
 * credit code exists: the caller records a claim instead and must answer as if it had not.
 */
export async function addRegisteredCompany(
  trx: Db,
  reg: CompanyRegistration,
  stamp: { username: string; now: string },
): Promise<string | null> {
  if (await companyOnRecord(trx, reg.companyName, reg.creditCode)) return null;
  const rdb = recruitmentDb(trx);
  const id = newId();
  await rdb
    .insertInto('zpCompany')
    .values({
      id,
      companyName: reg.companyName,
      creditCode: reg.creditCode,
      legalPerson: null,
      industry: null,
      ownership: null,
      scale: null,
      regionCode: reg.regionCode,
      address: null,
      contactName: reg.contactName,
      contactPhone: reg.contactPhone,
      veteranPriority: 'N',
      introduction: null,
      logo: null,
      licenseImage: null,
      auditStatus: companyAuditStatus.values.pending,
      auditReason: null,
      auditTime: null,
      sysOrgCode: reg.sysOrgCode,
      version: 1,
      createBy: stamp.username,
      createTime: stamp.now,
      updateBy: null,
      updateTime: null,
    })
    .execute();
  return id;
}
