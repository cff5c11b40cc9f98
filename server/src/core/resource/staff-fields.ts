import type { FieldDef, ResourceDef } from '@vets/contracts';
import type { Actor } from './actor.js';

/** Whether the actor may write the field: a field only staff set needs a member of staff. */
export const mayWrite = (f: Pick<FieldDef, 'writtenBy'>, actor: Pick<Actor, 'orgCode'>) =>
  f.writtenBy !== 'staff' || Boolean(actor.orgCode);

/**
 * The input without the fields the actor may not write (a company marking itself a veteran
 * employer): an add takes their defaults, an edit keeps the stored values. Returns a copy.
 */
export function dropStaffFields(
  def: Pick<ResourceDef, 'fields'>,
  input: Record<string, unknown>,
  actor: Pick<Actor, 'orgCode'>,
): Record<string, unknown> {
  const out = { ...input };
  for (const [key, f] of Object.entries(def.fields)) if (!mayWrite(f, actor)) delete out[key];
  return out;
}
