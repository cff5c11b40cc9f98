import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { type DatabaseHandle, type Db, openDatabase } from '../../src/db/database.js';
import type { CoreTables } from '../../src/db/schema.js';
import type { AccountsTables } from '../../src/sections/accounts/tables.js';
import type { ArchivesTables } from '../../src/sections/archives/tables.js';
import type { GridTables } from '../../src/sections/grid/tables.js';
import type { RecruitmentTables } from '../../src/sections/recruitment/tables.js';
import type { SystemTables } from '../../src/sections/system/tables.js';

type SectionTables = SystemTables &
  RecruitmentTables &
  ArchivesTables &
  GridTables &
  AccountsTables;
export type AllTablesDb = Kysely<CoreTables & SectionTables>;

/** Tests see every section's tables at once. */
export const allTables = (db: Db): AllTablesDb => db.withTables<SectionTables>();

/**
 * A fresh database per test file: a temporary SQLite file, or a new PostgreSQL database
 * created next to TEST_DATABASE_URL when the suite runs as server-postgres.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    const file = path.join(os.tmpdir(), `vets-test-${randomBytes(6).toString('hex')}.db`);
    return openDatabase({ sqliteFile: file });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `vets_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
