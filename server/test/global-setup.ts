import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import './setup-exceljs.js';
import { bootstrap } from '../src/bootstrap.js';
import { testConfig } from './helpers/test-config.js';
import {
  createDatabase,
  dropDatabase,
  newDatabaseName,
  openDatabaseAt,
  type TestDialect,
} from './helpers/test-db.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded database test apps start from (a file, or a database name). */
    databaseTemplate: string;
  }
}

/**
 * Migrates and seeds one database before any test file runs; each test app then starts from a
 * copy of it (a file copy, or PostgreSQL's CREATE DATABASE … TEMPLATE) instead of migrating and
 * seeding again. Test apps whose settings change the seed still start from an empty database.
 */
export default async function setup(project: TestProject) {
  const dialect: TestDialect = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
  const name = newDatabaseName(dialect);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vets-template-'));
  await createDatabase(dialect, name);
  const server = await bootstrap(testConfig(dataDir), {
    database: openDatabaseAt(dialect, name),
    logger: false,
  });
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
  project.provide('databaseTemplate', name);
  return () => dropDatabase(dialect, name);
}
