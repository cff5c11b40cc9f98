import type { bannerResource } from '@vets/contracts';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ResourceRow } from '../../db/resource-row.js';
import type { CoreTables } from '../../db/schema.js';

/** The site tables; resource tables are derived from their definitions. */
export type SiteTables = {
  sysBanner: ResourceRow<typeof bannerResource>;
};

export type SiteDb = Kysely<CoreTables & SiteTables>;

export const siteDb = (db: Db): SiteDb => db.withTables<SiteTables>();
