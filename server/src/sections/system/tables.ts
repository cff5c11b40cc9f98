import type { checkRuleResource, reportHeadResource, reportItemResource } from '@vets/contracts';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ResourceRow } from '../../db/resource-row.js';
import type { CoreTables } from '../../db/schema.js';

/**
 * Table types, in camelCase; the CamelCasePlugin maps them to snake_case columns.
 * Flags are integers 0/1 on both dialects so that rows look the same everywhere.
 * `*Time` columns hold 'YYYY-MM-DD HH:mm:ss' in the configured time zone;
 * `*At` columns hold epoch milliseconds for comparisons that matter to security.
 */
/** The system section's own tables; resource tables are derived from their definitions. */
export type SystemTables = {
  sysCheckRule: ResourceRow<typeof checkRuleResource>;
  onlCgreportHead: ResourceRow<typeof reportHeadResource>;
  onlCgreportItem: ResourceRow<typeof reportItemResource>;
};

/** The database as the system section sees it: the core tables and its own. */
export type SystemDb = Kysely<CoreTables & SystemTables>;

export const systemDb = (db: Db): SystemDb => db.withTables<SystemTables>();
