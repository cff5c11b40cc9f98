import type {
  archiveEmploymentResource,
  archiveFamilyResource,
  archiveResource,
  archiveSkillResource,
  archiveTrainingResource,
  jobIntentionResource,
  jobResultResource,
  unemploymentResource,
} from '@vets/contracts';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ResourceRow } from '../../db/resource-row.js';
import type { CoreTables } from '../../db/schema.js';

/** The archive tables; resource tables are derived from their definitions. */
export type ArchivesTables = {
  arcBasic: ResourceRow<typeof archiveResource> & { sysOrgCode: string | null };
  arcFamily: ResourceRow<typeof archiveFamilyResource>;
  arcSkill: ResourceRow<typeof archiveSkillResource>;
  arcTraining: ResourceRow<typeof archiveTrainingResource>;
  arcEmployment: ResourceRow<typeof archiveEmploymentResource>;
  arcUnemployment: ResourceRow<typeof unemploymentResource> & { sysOrgCode: string | null };
  arcJobResult: ResourceRow<typeof jobResultResource> & { sysOrgCode: string | null };
  arcIntention: ResourceRow<typeof jobIntentionResource> & { sysOrgCode: string | null };
};

/** The tables the archives section sees: the core tables and its own. */
export type ArchivesSchema = CoreTables & ArchivesTables;

export type ArchivesDb = Kysely<ArchivesSchema>;

export const archivesDb = (db: Db): ArchivesDb => db.withTables<ArchivesTables>();
