import type { articleResource, policyResource } from '@vets/contracts';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ResourceRow } from '../../db/resource-row.js';
import type { CoreTables } from '../../db/schema.js';

export interface PolicyMatchTable {
  policyId: string;
  archiveId: string;
  policyVersion: number;
  matchedTime: string;
}

/** The publishing tables; resource tables are derived from their definitions. */
export type PublishingTables = {
  pubArticle: ResourceRow<typeof articleResource> & { sysOrgCode: string | null };
  pubPolicy: ResourceRow<typeof policyResource> & {
    sysOrgCode: string | null;
    matchedVersion: number | null;
  };
  pubPolicyMatch: PolicyMatchTable;
};

export type PublishingDb = Kysely<CoreTables & PublishingTables>;

export const publishingDb = (db: Db): PublishingDb => db.withTables<PublishingTables>();
