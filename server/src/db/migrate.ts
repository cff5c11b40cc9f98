import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.js';
import * as systemCore from './migrations/0001-system-core.js';
import * as resourceEngine from './migrations/0002-resource-engine.js';
import * as systemAdmin from './migrations/0003-system-admin.js';
import * as dataRules from './migrations/0006-data-rules.js';
import * as departments from './migrations/0007-departments.js';
import * as tenants from './migrations/0008-tenants.js';
import * as departPermissions from './migrations/0009-depart-permissions.js';
import * as announcements from './migrations/0010-announcements.js';
import * as banners from './migrations/0011-banners.js';
import * as checkRules from './migrations/0012-check-rules.js';
import * as categories from './migrations/0013-categories.js';
import * as areas from './migrations/0014-areas.js';
import * as recruitment from './migrations/0015-recruitment.js';

/** Migrations in order. Add new ones at the end; never edit a released one. */
const migrations: Record<string, Migration> = {
  '0001-system-core': systemCore,
  '0002-resource-engine': resourceEngine,
  '0003-system-admin': systemAdmin,
  '0006-data-rules': dataRules,
  '0007-departments': departments,
  '0008-tenants': tenants,
  '0009-depart-permissions': departPermissions,
  '0010-announcements': announcements,
  '0011-banners': banners,
  '0012-check-rules': checkRules,
  '0013-categories': categories,
  '0014-areas': areas,
  '0015-recruitment': recruitment,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
