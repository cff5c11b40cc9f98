import type { InsertObject } from 'kysely';
import type { CoreTables } from '../../../db/schema.js';
import type { RecruitmentDb, RecruitmentTables } from '../tables.js';

type Schema = CoreTables & RecruitmentTables;

/** SQLite allows 32,766 bound parameters per statement; stay well under. */
const MAX_PARAMETERS = 30_000;

/**
 * Inserts rows in statements of at most `batchSize` rows and the parameter limit. Every row
 * must carry the same keys (SQLite has no DEFAULT inside a multi-row VALUES list).
 */
export async function insertRows<T extends keyof Schema & string>(
  db: RecruitmentDb,
  table: T,
  rows: ReadonlyArray<InsertObject<Schema, T>>,
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
