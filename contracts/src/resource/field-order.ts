import { isEmptyValue } from './field-validation.js';
import type { FieldDef, ResourceDef } from './resource-types.js';

const numeric = (f: FieldDef) => f.kind === 'integer' || f.kind === 'number';

/**
 * Fields that must not fall below another field of the same record (an end after its start, a
 * maximum over its minimum). An edit's absent values come from the stored record.
 */
export function orderErrors(
  def: Pick<ResourceDef, 'fields'>,
  values: Record<string, unknown>,
  existing?: Record<string, unknown>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const pick = (key: string) => (values[key] !== undefined ? values[key] : existing?.[key]);
  for (const [key, f] of Object.entries(def.fields)) {
    if (!f.atLeast) continue;
    const high = pick(key);
    const low = pick(f.atLeast.field);
    if (isEmptyValue(high) || isEmptyValue(low)) continue;
    const below = numeric(f) ? Number(high) < Number(low) : String(high) < String(low);
    if (below) errors[key] = f.atLeast.message;
  }
  return errors;
}
