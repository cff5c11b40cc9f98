import { randomBytes } from 'node:crypto';
import { copyFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { TablesOfSections } from '../../src/core/section.js';
import { type DatabaseHandle, type Db, openDatabase } from '../../src/db/database.js';
import type { CoreTables } from '../../src/db/schema.js';
import type { SECTIONS } from '../../src/sections/index.js';

type SectionTables = TablesOfSections<typeof SECTIONS>;
export type AllTablesDb = Kysely<CoreTables & SectionTables>;

/** Tests see every section's tables at once. */
export const allTables = (db: Db): AllTablesDb => db.withTables<SectionTables>();

export type TestDialect = 'sqlite' | 'postgres';

export const testDialect = (): TestDialect =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

const uniqueName = (prefix: string) => `${prefix}${randomBytes(6).toString('hex')}`;

async function adminQuery(text: string): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

function postgresUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

/** Where an empty database of the dialect is made: a file name or a database name. */
export function newDatabaseName(dialect: TestDialect): string {
  return dialect === 'sqlite'
    ? path.join(os.tmpdir(), `${uniqueName('vets-test-')}.db`)
    : uniqueName('vets_test_');
}

/** Creates the database `newDatabaseName` named: empty, or a copy of `template`. */
export async function createDatabase(
  dialect: TestDialect,
  name: string,
  template?: string,
): Promise<void> {
  if (dialect === 'postgres')
    await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
  else if (template) await copyFile(template, name);
}

export const openDatabaseAt = (dialect: TestDialect, name: string): DatabaseHandle =>
  dialect === 'sqlite'
    ? openDatabase({ sqliteFile: name })
    : openDatabase({ databaseUrl: postgresUrl(name), poolSize: 4 });

export async function dropDatabase(dialect: TestDialect, name: string): Promise<void> {
  if (dialect === 'postgres') await adminQuery(`drop database if exists ${name} with (force)`);
  else for (const suffix of ['', '-wal', '-shm']) await rm(`${name}${suffix}`, { force: true });
}

/**
 * A fresh database per test file, dropped when closed: a temporary SQLite file, or a new
 * PostgreSQL database next to TEST_DATABASE_URL when the suite runs as server-postgres. From
 * `template` (the migrated and seeded database of global-setup.ts) it starts as a copy of that.
 */
export async function openTestDatabase(template?: string | null): Promise<DatabaseHandle> {
  const dialect = testDialect();
  const name = newDatabaseName(dialect);
  await createDatabase(dialect, name, template ?? undefined);
  const handle = openDatabaseAt(dialect, name);
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropDatabase(dialect, name);
    },
  };
}
