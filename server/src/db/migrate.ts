import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.js';

/**
 * Applies the migrations that have not run, in name order. Names are global across sections
 * (`0016-job-runs`); never edit or rename one that has been released.
 */
export async function migrateToLatest(
  db: Db,
  migrations: Readonly<Record<string, Migration>>,
): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => ({ ...migrations }) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
