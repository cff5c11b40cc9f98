import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);
const major = Number(process.versions.node.split('.')[0]);

/**
 * better-sqlite3 for the running Node. Version 12 is built on Node's C++ object wrapper, which
 * from Node 24.19 aborts the process when an idle garbage collection frees a statement
 * (`Assertion failed: (env) != nullptr`, WiseLibs/better-sqlite3#1515); version 13, on Node-API,
 * does not, but needs Node 22 and crashes on Node 20. Both are installed; each Node loads its own.
 */
export const SQLite: typeof BetterSqlite3 = require(
  major >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3',
);
export type SqliteDatabase = BetterSqlite3.Database;
