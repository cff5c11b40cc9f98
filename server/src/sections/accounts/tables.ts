import type { companyClaimResource } from '@vets/contracts';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ResourceRow } from '../../db/resource-row.js';
import type { CoreTables } from '../../db/schema.js';

export type AccCompanyClaimTable = ResourceRow<typeof companyClaimResource>;

export interface AccLinkAttemptTable {
  userId: string;
  day: string;
  failures: number;
}

export type AccountsTables = {
  accCompanyClaim: AccCompanyClaimTable;
  accLinkAttempt: AccLinkAttemptTable;
};

export type AccountsDb = Kysely<CoreTables & AccountsTables>;

export const accountsDb = (db: Db): AccountsDb => db.withTables<AccountsTables>();
