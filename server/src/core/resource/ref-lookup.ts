import { type FieldDef, fieldRef, type RefTarget, type ResourceDef } from '@vets/contracts';
import type { Db } from '../../db/database.js';
import { regionChainCodes, regionLabel } from './region-label.js';
import { asAnyDb } from './resource-store.js';

/** Fields of a definition that refer to another resource, with what they refer to. */
export const refFields = (def: ResourceDef): Array<[string, FieldDef, RefTarget]> =>
  Object.entries(def.fields).flatMap(([key, f]) => {
    const target = fieldRef(f);
    return target ? [[key, f, target] as [string, FieldDef, RefTarget]] : [];
  });

/** The codes a stored value names: one, or several comma-joined for a `multiple` field. */
export function refCodes(f: Pick<FieldDef, 'multiple'>, value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  return f.multiple ? String(value).split(',').filter(Boolean) : [String(value)];
}

/** code → title of the referenced records among `codes`, in one query. Names come from definitions. */
export async function loadRefTexts(
  db: Db,
  target: RefTarget,
  codes: Iterable<unknown>,
): Promise<Map<string, string>> {
  const wanted = [...new Set([...codes].filter((c) => c !== null && c !== undefined && c !== ''))];
  if (!wanted.length) return new Map();
  const rows = (await asAnyDb(db)
    .selectFrom(target.table)
    .select([`${target.byColumn} as code`, `${target.titleColumn} as text`])
    .where(target.byColumn, 'in', wanted.map(String))
    .execute()) as Array<{ code: unknown; text: unknown }>;
  return new Map(rows.map((r) => [String(r.code), String(r.text ?? '')]));
}

/** code → how a person reads the region (石家庄市长安区), as exports write it. */
async function loadRegionTexts(
  db: Db,
  target: RefTarget,
  codes: string[],
  homeProvince: string,
): Promise<Map<string, string>> {
  const names = await loadRefTexts(db, target, regionChainCodes(codes));
  return new Map(codes.map((c) => [c, names.has(c) ? regionLabel(names, c, homeProvince) : '']));
}

/**
 * Adds `<field>_dictText` (the referenced titles) for every reference field in the records;
 * regions read with their city (石家庄市桥西区, never a bare 桥西区 of two cities).
 */
export async function addRefTexts(
  db: Db,
  def: ResourceDef,
  records: Array<Record<string, unknown>>,
  homeProvince: string,
): Promise<void> {
  for (const [key, f, target] of refFields(def)) {
    if (!records.some((r) => key in r)) continue;
    const codes = records.flatMap((r) => refCodes(f, r[key]));
    const texts =
      f.picker?.kind === 'area'
        ? await loadRegionTexts(db, target, codes, homeProvince)
        : await loadRefTexts(db, target, codes);
    for (const r of records) {
      if (!(key in r)) continue;
      r[`${key}_dictText`] = refCodes(f, r[key])
        .map((code) => texts.get(code) ?? '')
        .join(',');
    }
  }
}
