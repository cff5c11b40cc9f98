import type { DictOption } from '@vets/contracts';

export const VALUE_SEPARATOR = ',';

/** The values of a comma-joined value, without blanks. */
export function splitValues(value: string | number | null | undefined): string[] {
  if (value === null || value === undefined) return [];
  return String(value)
    .split(VALUE_SEPARATOR)
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

export function joinValues(values: readonly (string | number)[]): string {
  return values.map(String).join(VALUE_SEPARATOR);
}

export function itemText(item: Pick<DictOption, 'text' | 'label' | 'title'>): string {
  return item.text || item.label || item.title || '';
}

/** The texts of a comma-joined value, comma-joined; a value with no item shows as itself. */
export function dictText(
  items: readonly DictOption[],
  value: string | number | null | undefined,
): string {
  const byValue = new Map(items.map((item) => [String(item.value), itemText(item)]));
  return splitValues(value)
    .map((v) => byValue.get(v) ?? v)
    .join(VALUE_SEPARATOR);
}
