import {
  type FieldDef,
  fieldInForm,
  isEmptyValue,
  type ResourceDef,
  validateField,
} from '@vets/contracts';
import { sanitizeRichText } from '../rich-text.js';
import type { DictLookup } from './dict-lookup.js';

export interface CheckedRecord {
  values: Record<string, unknown>;
  /** field → message; empty when the record is valid. */
  errors: Record<string, string>;
}

function normalized(f: FieldDef, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (isEmptyValue(value)) return null;
  if ((f.kind === 'integer' || f.kind === 'number') && typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : value;
  }
  if (typeof value === 'number' && f.kind !== 'integer' && f.kind !== 'number')
    return String(value);
  if (Array.isArray(value) && f.multiple) return value.map(String).join(',');
  return value;
}

/**
 * Validates form fields of a record against the definition and the dictionaries: the rule
 * catalogue, types, lengths, and dictionary membership. Uniqueness is checked in batches
 * by the caller, against the database.
 */
export class RecordChecker {
  constructor(
    private readonly def: ResourceDef,
    private readonly dicts: DictLookup,
  ) {}

  check(input: Record<string, unknown>, options: { partial: boolean }): CheckedRecord {
    const values: Record<string, unknown> = {};
    const errors: Record<string, string> = {};
    for (const [key, f] of Object.entries(this.def.fields)) {
      if (!fieldInForm(f) || (options.partial && f.immutable)) continue;
      let value = normalized(f, input[key]);
      if (value === undefined) {
        if (options.partial) continue;
        value = f.defaultValue ?? null;
      }
      const message = validateField(f, value) ?? this.dictMessage(f, value);
      if (message) {
        errors[key] = message;
        continue;
      }
      values[key] =
        f.kind === 'richtext' && typeof value === 'string' ? sanitizeRichText(value) : value;
    }
    return { values, errors };
  }

  private dictMessage(f: FieldDef, value: unknown): string | null {
    if (!f.dict || isEmptyValue(value)) return null;
    const items = this.dicts.get(f.dict);
    const parts = f.multiple ? String(value).split(',') : [String(value)];
    const unknown = parts.find((p) => !items?.has(p));
    return unknown === undefined ? null : `${f.label}的值“${unknown.slice(0, 50)}”不在可选范围内`;
  }
}

export const uniqueFields = (def: ResourceDef) =>
  Object.entries(def.fields).filter(([, f]) => f.unique && fieldInForm(f));
