import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CoreTables } from '../../db/schema.js';

export interface AccCompanyClaimTable {
  id: string;
  userId: string;
  companyName: string;
  creditCode: string;
  regionCode: string;
  contactName: string;
  phone: string;
  /** 0 to verify, 1 linked, 2 refused. */
  status: string;
  createTime: string;
}

export type AccountsTables = {
  accCompanyClaim: AccCompanyClaimTable;
};

export type AccountsDb = Kysely<CoreTables & AccountsTables>;

export const accountsDb = (db: Db): AccountsDb => db.withTables<AccountsTables>();
