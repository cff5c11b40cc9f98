import { Migrator } from 'kysely';
import type { Db } from './database.js';
import type { MigrationSet } from './migration-set.js';

/**
 * Applies the migrations that have not run, in the set's order. A migration added to an area
 * after a later area's has run still runs: each area numbers its own.
 */
export async function migrateToLatest(db: Db, set: MigrationSet): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...set.migrations }) },
    nameComparator: set.compare,
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
