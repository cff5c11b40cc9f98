import type { InsertObject } from 'kysely';
import type { Db } from '../../database.js';
import type { Database } from '../../schema.js';

/** SQLite allows 32,766 bound parameters per statement; stay well under. */
const MAX_PARAMETERS = 30_000;

/**
 * Inserts rows in statements of at most `batchSize` rows and the parameter limit. Every row
 * must carry the same keys (SQLite has no DEFAULT inside a multi-row VALUES list).
 */
export async function insertRows<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: ReadonlyArray<InsertObject<Database, T>>,
  batchSize: number,
): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!).length;
  const size = Math.max(1, Math.min(batchSize, Math.floor(MAX_PARAMETERS / columns)));
  for (let i = 0; i < rows.length; i += size)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
}
