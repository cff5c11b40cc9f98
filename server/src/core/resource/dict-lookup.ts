import type { ResourceDef } from '@vets/contracts';
import type { Db } from '../../db/database.js';

/** value → text for each dictionary code. */
export type DictLookup = Map<string, Map<string, string>>;

export function dictCodesOf(def: ResourceDef, fields?: string[]): string[] {
  const codes = new Set<string>();
  for (const [key, f] of Object.entries(def.fields)) {
    if (f.dict && (!fields || fields.includes(key))) codes.add(f.dict);
  }
  return [...codes];
}

/** Items of all the given dictionaries in one query. */
export async function loadDictLookup(db: Db, codes: string[]): Promise<DictLookup> {
  const lookup: DictLookup = new Map(codes.map((c) => [c, new Map()]));
  if (!codes.length) return lookup;
  const rows = await db
    .selectFrom('sysDictItem as i')
    .innerJoin('sysDict as d', 'd.id', 'i.dictId')
    .select(['d.dictCode', 'i.itemValue', 'i.itemText'])
    .where('d.dictCode', 'in', codes)
    .where('i.status', '=', 1)
    .execute();
  for (const r of rows) lookup.get(r.dictCode)?.set(r.itemValue, r.itemText);
  return lookup;
}

const DICT_CACHE_TTL_MS = 10_000;

/**
 * Dictionary items by code for list decoration, kept 10 s. Dictionary writes on this instance
 * clear it at once; other instances see a change within the TTL.
 */
export class DictLookupCache {
  private readonly entries = new Map<string, { at: number; items: Map<string, string> }>();

  constructor(private readonly db: Db) {}

  invalidate(): void {
    this.entries.clear();
  }

  async lookup(codes: string[]): Promise<DictLookup> {
    const now = Date.now();
    const missing = codes.filter((c) => {
      const hit = this.entries.get(c);
      return !hit || now - hit.at > DICT_CACHE_TTL_MS;
    });
    if (missing.length) {
      const loaded = await loadDictLookup(this.db, missing);
      for (const [code, items] of loaded) this.entries.set(code, { at: now, items });
    }
    return new Map(codes.map((c) => [c, this.entries.get(c)?.items ?? new Map()]));
  }
}

/** The text of a (possibly comma-joined) dictionary value; unknown values show as they are. */
export function dictText(items: Map<string, string> | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return String(value)
    .split(',')
    .map((v) => items?.get(v) ?? v)
    .join(',');
}

/** Adds `<field>_dictText` beside every dictionary field of each record. */
export function addDictTexts(
  def: ResourceDef,
  lookup: DictLookup,
  records: Array<Record<string, unknown>>,
): void {
  const dictFields = Object.entries(def.fields).filter(([, f]) => f.dict);
  for (const record of records) {
    for (const [key, f] of dictFields) {
      if (key in record) record[`${key}_dictText`] = dictText(lookup.get(f.dict!), record[key]);
    }
  }
}
