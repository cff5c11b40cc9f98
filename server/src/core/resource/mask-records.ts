import { type MaskKind, maskValue, type ResourceDef } from '@vets/contracts';

type MaskedField = [key: string, kind: MaskKind];

/** The declared personal fields of a resource. */
export function sensitiveFields(def: Pick<ResourceDef, 'fields'>, only?: string[]): MaskedField[] {
  return Object.entries(def.fields)
    .filter(([key, f]) => f.sensitive && (!only || only.includes(key)))
    .map(([key, f]) => [key, f.sensitive!]);
}

/** Masks those fields in place, for readers without the sensitive permission. */
export function maskRecords(fields: MaskedField[], records: Array<Record<string, unknown>>): void {
  for (const record of records) {
    for (const [key, kind] of fields) {
      const value = record[key];
      if (typeof value === 'string' && value) record[key] = maskValue(kind, value);
    }
  }
}
