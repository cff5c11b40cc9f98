import type { ResourceDef } from '@vets/contracts';
import { uniqueFields } from '../record-checker.js';

/**
 * What a preview, which writes nothing, must remember to refuse what the import would: a
 * unique value that an earlier batch's row would have written. The import itself leaves that to
 * the check against the database, whose message (已存在) this repeats.
 */
export class PreviewUniques {
  private readonly taken = new Map<string, Set<string>>();

  constructor(private readonly def: ResourceDef) {}

  /** Field → message for the values of `values` that an earlier row takes; none: takes them. */
  claim(values: Record<string, unknown>): Record<string, string> {
    const errors: Record<string, string> = {};
    const fields = uniqueFields(this.def).filter(([key]) => {
      const v = values[key];
      return v !== null && v !== undefined && v !== '';
    });
    for (const [key, f] of fields)
      if (this.taken.get(key)?.has(String(values[key])))
        errors[key] = `${f.label}“${String(values[key])}”已存在`;
    if (Object.keys(errors).length) return errors;
    for (const [key] of fields) {
      const set = this.taken.get(key) ?? new Set<string>();
      set.add(String(values[key]));
      this.taken.set(key, set);
    }
    return errors;
  }
}
