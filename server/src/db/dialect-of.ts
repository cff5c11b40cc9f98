import { type Kysely, PostgresAdapter } from 'kysely';
import type { DialectName } from './database.js';

/** Which database a Kysely instance talks to, for the few statements that differ (full text). */
export function dialectOf(db: Kysely<unknown>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
