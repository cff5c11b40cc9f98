import { maskValue, type ResourceDef } from '@vets/contracts';
import { sensitiveFields } from './mask-records.js';

/**
 * A form filled from a masked read sends the mask back for fields nobody touched: such a value
 * keeps what is stored instead of overwriting it with the mask. Returns a copy of `input`.
 */
export function keepMaskedValues(
  def: Pick<ResourceDef, 'fields'>,
  input: Record<string, unknown>,
  stored: Record<string, unknown> | undefined,
): Record<string, unknown> {
  if (!stored) return input;
  const out = { ...input };
  for (const [key, kind] of sensitiveFields(def)) {
    const sent = out[key];
    const value = stored[key];
    if (typeof sent === 'string' && typeof value === 'string' && value && sent !== value)
      if (sent === maskValue(kind, value)) out[key] = value;
  }
  return out;
}
