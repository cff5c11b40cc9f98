import { type FieldDef, portalTextKey, type ResourceDef } from '@vets/contracts';
import type { Db } from '../../../db/database.js';
import { attachmentsNamed } from '../../files/attachment-list.js';
import { originalNames } from '../../files/file-catalog.js';
import { addDictTexts, type DictLookupCache, dictCodesOf } from '../dict-lookup.js';
import { addRefTexts } from '../ref-lookup.js';

type Row = Record<string, unknown>;

const list = (value: unknown): string[] =>
  String(value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

function plainValue(f: FieldDef, value: unknown): unknown {
  switch (f.kind) {
    case 'switch':
      return value === 'Y';
    case 'integer':
    case 'number':
      if (value === null || value === undefined) return f.defaultValue ?? null;
      return Number(value);
    case 'image':
      return list(value);
    default:
      if (value === null || value === undefined || value === '')
        return f.defaultValue === undefined ? null : String(f.defaultValue);
      return String(value);
  }
}

/** Dictionary values count up in the dictionary's order, whatever order they were picked in. */
const inDictOrder = (values: string[]) =>
  [...values].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));

interface Sources {
  db: Db;
  dictCache: DictLookupCache;
  homeProvince: string;
}

/**
 * The rows as the portal shows them: each of `keys` by its kind, with its dictionary, reference
 * or region text beside it, and files as attachments under their uploaded names.
 */
export async function portalRecords(
  src: Sources,
  def: ResourceDef,
  rows: Row[],
  keys: readonly string[],
): Promise<Row[]> {
  const work = rows.map((r) => ({ ...r }));
  const dicts = await src.dictCache.lookup(dictCodesOf(def, [...keys]));
  addDictTexts(def, dicts, work);
  await addRefTexts(src.db, def, work, src.homeProvince);
  const fileKeys = keys.filter((k) => def.fields[k]?.kind === 'file');
  const names = await originalNames(
    src.db,
    work.flatMap((r) => fileKeys.flatMap((k) => list(r[k]))),
  );
  return work.map((r) => {
    const out: Row = { id: String(r.id) };
    for (const key of keys) {
      const f = def.fields[key]!;
      out[key] = f.kind === 'file' ? attachmentsNamed(list(r[key]), names) : plainValue(f, r[key]);
      const textKey = portalTextKey(key, f);
      if (textKey)
        out[textKey] =
          f.dict && f.multiple
            ? inDictOrder(list(r[key])).map((v) => dicts.get(f.dict!)?.get(v) ?? v)
            : String(r[`${key}_dictText`] ?? '');
    }
    return out;
  });
}
