import type { FieldDef, ResourceDef } from '@vets/contracts';
import type { Db } from '../../db/database.js';
import { asAnyDb } from './resource-store.js';

type Ref = NonNullable<FieldDef['ref']>;

/** Fields of a definition that point at another table. */
export const refFields = (def: ResourceDef) =>
  Object.entries(def.fields).filter((e): e is [string, FieldDef & { ref: Ref }] =>
    Boolean(e[1].ref),
  );

/** The codes a stored value names: one, or several comma-joined for a `multiple` field. */
export function refCodes(f: Pick<FieldDef, 'multiple'>, value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  return f.multiple ? String(value).split(',').filter(Boolean) : [String(value)];
}

/** code → text of the referenced rows among `codes`, in one query. Names come from definitions. */
export async function loadRefTexts(
  db: Db,
  ref: Ref,
  codes: Iterable<unknown>,
): Promise<Map<string, string>> {
  const wanted = [...new Set([...codes].filter((c) => c !== null && c !== undefined && c !== ''))];
  if (!wanted.length) return new Map();
  const rows = (await asAnyDb(db)
    .selectFrom(ref.table)
    .select([`${ref.code} as code`, `${ref.text} as text`])
    .where(ref.code, 'in', wanted.map(String))
    .execute()) as Array<{ code: unknown; text: unknown }>;
  return new Map(rows.map((r) => [String(r.code), String(r.text ?? '')]));
}

/** Adds `<field>_dictText` for every reference field present in the records. */
export async function addRefTexts(
  db: Db,
  def: ResourceDef,
  records: Array<Record<string, unknown>>,
): Promise<void> {
  for (const [key, f] of refFields(def)) {
    if (!records.some((r) => key in r)) continue;
    const texts = await loadRefTexts(
      db,
      f.ref,
      records.flatMap((r) => refCodes(f, r[key])),
    );
    for (const r of records) {
      if (!(key in r)) continue;
      r[`${key}_dictText`] = refCodes(f, r[key])
        .map((code) => texts.get(code) ?? '')
        .join(',');
    }
  }
}
