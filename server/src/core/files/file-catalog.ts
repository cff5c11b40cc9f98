import type { Db } from '../../db/database.js';
import type { SysFileRefTable, SysFileTable } from '../../db/schema.js';

/** A stored upload and the records that refer to it. */
export interface CatalogedFile extends SysFileTable {
  refs: SysFileRefTable[];
}

/** Keys per query: well under every dialect's parameter limit. */
export const KEYS_PER_QUERY = 500;

/** Runs `work` on `items` in slices of `size`. */
export async function inSlices<T>(
  items: readonly T[],
  size: number,
  work: (slice: T[]) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < items.length; i += size) await work(items.slice(i, i + size));
}

/** Records an upload once it is stored; `trx` is the transaction that counted it. */
export async function recordUpload(trx: Db, file: SysFileTable): Promise<void> {
  await trx.insertInto('sysFile').values(file).execute();
}

/** The files among `keys` that were recorded, with the records referring to each. */
export async function catalogedFiles(
  db: Db,
  keys: readonly string[],
): Promise<Map<string, CatalogedFile>> {
  const found = new Map<string, CatalogedFile>();
  await inSlices([...new Set(keys)], KEYS_PER_QUERY, async (slice) => {
    const rows = await db.selectFrom('sysFile').selectAll().where('key', 'in', slice).execute();
    for (const row of rows) found.set(row.key, { ...row, refs: [] });
    if (!rows.length) return;
    const refs = await db
      .selectFrom('sysFileRef')
      .selectAll()
      .where(
        'fileKey',
        'in',
        rows.map((r) => r.key),
      )
      .execute();
    for (const ref of refs) found.get(ref.fileKey)?.refs.push(ref);
  });
  return found;
}

/** A file any visitor may read: a record refers to it through a public field. */
export const isPublicFile = (file: CatalogedFile) => file.refs.some((r) => r.isPublic === 1);

/** The original names of the recorded files among `keys`. */
export async function originalNames(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  await inSlices([...new Set(keys)], KEYS_PER_QUERY, async (slice) => {
    const rows = await db
      .selectFrom('sysFile')
      .select(['key', 'name'])
      .where('key', 'in', slice)
      .execute();
    for (const r of rows) names.set(r.key, r.name);
  });
  return names;
}
