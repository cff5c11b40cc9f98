import type {
  achievementResource,
  agriProductResource,
  agriProjectResource,
  assocMemberResource,
  assocNewsResource,
  transformationResource,
} from '@vets/contracts';
import type { Kysely } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { ResourceRow } from '../../../db/resource-row.js';
import type { CoreTables } from '../../../db/schema.js';

type OrgScoped = { sysOrgCode: string | null };

/** The showcase tables; resource tables are derived from their definitions. */
export type ShowcaseTables = {
  cyAchievement: ResourceRow<typeof achievementResource> & OrgScoped;
  cyTransformation: ResourceRow<typeof transformationResource> & OrgScoped;
  cyAgriProject: ResourceRow<typeof agriProjectResource> & OrgScoped;
  cyAgriProduct: ResourceRow<typeof agriProductResource> & OrgScoped;
  cyAssocMember: ResourceRow<typeof assocMemberResource> & OrgScoped;
  cyAssocNews: ResourceRow<typeof assocNewsResource> & OrgScoped;
};

export type ShowcaseDb = Kysely<CoreTables & ShowcaseTables>;

export const showcaseDb = (db: Db): ShowcaseDb => db.withTables<ShowcaseTables>();
