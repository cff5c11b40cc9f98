import type { InsertObject, Kysely } from 'kysely';

/** SQLite allows 32,766 bound parameters per statement; stay well under. */
const MAX_PARAMETERS = 30_000;

type SchemaOf<K> = K extends Kysely<infer DB> ? DB : never;

/**
 * Inserts rows in statements of at most `batchSize` rows and the parameter limit. Every row
 * must carry the same keys (SQLite has no DEFAULT inside a multi-row VALUES list).
 */
export async function insertRows<
  // biome-ignore lint/suspicious/noExplicitAny: any schema; the rows are checked against it
  K extends Kysely<any>,
  T extends keyof SchemaOf<K> & string,
>(
  db: K,
  table: T,
  rows: ReadonlyArray<InsertObject<SchemaOf<K>, T>>,
  batchSize: number,
): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!).length;
  const size = Math.max(1, Math.min(batchSize, Math.floor(MAX_PARAMETERS / columns)));
  const target = db as unknown as Kysely<SchemaOf<K>>;
  for (let i = 0; i < rows.length; i += size)
    await target
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
}
