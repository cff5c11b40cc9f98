import fs from 'node:fs';
import path from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { CoreTables } from './schema.js';
import { SQLite } from './sqlite-driver.js';
import { CachedStatementDatabase } from './sqlite-statement-cache.js';
import { WorkerReadDialect } from './worker-read-dialect.js';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<CoreTables>;
  /**
   * For long read-only queries (statistics over every archive): on a SQLite file, a read-only
   * connection in a worker thread, so that such a query does not hold the event loop; else `db`.
   * It sees what is committed, never the inside of an open transaction.
   */
  readDb: Kysely<CoreTables>;
  dialect: DialectName;
  /**
   * Refreshes the query planner's statistics where they are stale. SQLite has none until
   * analysed, and without them it may walk the wrong index; PostgreSQL's autovacuum keeps its own.
   */
  optimize(): Promise<void>;
  close(): Promise<void>;
}

export type Db = Kysely<CoreTables>;

interface OpenDatabaseOptions {
  /** PostgreSQL connection string; SQLite is used when absent. */
  databaseUrl?: string | undefined;
  /** SQLite file path, or ':memory:'. */
  sqliteFile?: string;
  poolSize?: number;
}

export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openSqlite(options.sqliteFile ?? ':memory:');
}

function openSqlite(file: string): DatabaseHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<CoreTables>({
    dialect: new SqliteDialect({ database: new CachedStatementDatabase(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
  const optimize = async () => {
    // A bounded sample per index keeps this to milliseconds on large tables.
    sqlite.pragma('analysis_limit = 1000');
    sqlite.pragma('optimize = 0x10002');
  };
  const readDb =
    file === ':memory:'
      ? db
      : new Kysely<CoreTables>({
          dialect: new WorkerReadDialect(file),
          plugins: [new CamelCasePlugin()],
        });
  const close = async () => {
    if (readDb !== db) await readDb.destroy();
    await db.destroy();
  };
  return { db, readDb, dialect: 'sqlite', optimize, close };
}

function openPostgres(connectionString: string, max: number): DatabaseHandle {
  // bigint (int8) and numeric come back as strings by default; our int8 columns hold epoch
  // milliseconds and counts, well inside the safe integer range.
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => {
      if (oid === pg.types.builtins.INT8) return (v: string) => Number.parseInt(v, 10);
      return pg.types.getTypeParser(oid, format as 'text');
    },
  };
  const pool = new pg.Pool({ connectionString, max, types });
  // An idle connection can fail (server restart, administrator termination). The pool drops it
  // and re-emits the error; unheard, that would crash the process.
  pool.on('error', (error) => {
    const line = { level: 40, msg: 'database connection dropped', err: error.message };
    process.stderr.write(`${JSON.stringify(line)}\n`);
  });
  const db = new Kysely<CoreTables>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  const close = () => db.destroy();
  return { db, readDb: db, dialect: 'postgres', optimize: async () => undefined, close };
}
