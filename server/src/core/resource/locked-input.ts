import type { ResourceDef } from '@vets/contracts';

const filled = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * Fields locked by another (`lockedBy`) keep their stored values while that field is filled:
 * what an edit sends for them is dropped. Returns a copy of `input`.
 */
export function keepLockedValues(
  def: Pick<ResourceDef, 'fields'>,
  input: Record<string, unknown>,
  stored: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...input };
  for (const [key, f] of Object.entries(def.fields))
    if (f.lockedBy && filled(stored[f.lockedBy.field]) && key in out) out[key] = stored[key];
  return out;
}
