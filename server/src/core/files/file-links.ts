import type { ResourceDef } from '@vets/contracts';
import type { Db } from '../../db/database.js';
import type { SysFileRefTable } from '../../db/schema.js';
import type { WriteEvent } from '../resource/resource-binding.js';
import { asAnyDb } from '../resource/resource-store.js';
import { inSlices, KEYS_PER_QUERY } from './file-catalog.js';
import { fileFields, keysOf } from './file-fields.js';

type FileDef = Pick<ResourceDef, 'key' | 'table' | 'fields'>;

/** The references the rows' file fields make; a key named by a public field is public. */
export function refsOf(def: FileDef, rows: Array<Record<string, unknown>>): SysFileRefTable[] {
  const refs = new Map<string, SysFileRefTable>();
  for (const row of rows) {
    const recordId = String(row.id);
    for (const [name, f] of fileFields(def)) {
      for (const fileKey of keysOf(f, row[name])) {
        const id = `${fileKey}\n${recordId}`;
        const isPublic = f.public || refs.get(id)?.isPublic ? 1 : 0;
        refs.set(id, { fileKey, resourceKey: def.key, recordId, isPublic });
      }
    }
  }
  return [...refs.values()];
}

/** Writes `refs`, leaving out keys that name no recorded upload. */
async function insertRefs(db: Db, refs: SysFileRefTable[]): Promise<void> {
  await inSlices(refs, KEYS_PER_QUERY, async (slice) => {
    const known = await db
      .selectFrom('sysFile')
      .select('key')
      .where('key', 'in', [...new Set(slice.map((r) => r.fileKey))])
      .execute();
    const keys = new Set(known.map((k) => k.key));
    const values = slice.filter((r) => keys.has(r.fileKey));
    if (values.length)
      await db
        .insertInto('sysFileRef')
        .values(values)
        .onConflict((oc) => oc.columns(['fileKey', 'resourceKey', 'recordId']).doNothing())
        .execute();
  });
}

/** Forgets which files the records `ids` refer to; unreferenced files expire a day after upload. */
export async function unlinkRecords(db: Db, def: FileDef, ids: readonly string[]): Promise<void> {
  await inSlices(ids, KEYS_PER_QUERY, async (slice) => {
    await db
      .deleteFrom('sysFileRef')
      .where('resourceKey', '=', def.key)
      .where('recordId', 'in', slice)
      .execute();
  });
}

/**
 * Makes the references of the records `ids` what their file fields now name, in `db` (the
 * write's transaction). Every write of a file field goes through here: the engine's, and the
 * hand-written ones (account settings' avatar).
 */
export async function linkRecordFiles(db: Db, def: FileDef, ids: readonly string[]): Promise<void> {
  const fields = fileFields(def).map(([name]) => name);
  if (!fields.length) return;
  await inSlices(ids, KEYS_PER_QUERY, async (slice) => {
    const rows = (await asAnyDb(db)
      .selectFrom(def.table)
      .select(['id', ...fields])
      .where('id', 'in', slice)
      .execute()) as Array<Record<string, unknown>>;
    await unlinkRecords(db, def, slice);
    await insertRefs(db, refsOf(def, rows));
  });
}

/** The engine's step after every add, edit, import and delete of a resource with file fields. */
export async function linkWrittenFiles(def: FileDef, event: WriteEvent): Promise<void> {
  // An action changes a status, never a file field.
  if (event.action || !fileFields(def).length) return;
  if (event.mode === 'delete') await unlinkRecords(event.trx, def, event.ids);
  else await linkRecordFiles(event.trx, def, event.ids);
}
