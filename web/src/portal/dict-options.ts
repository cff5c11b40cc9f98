import type { DictDef } from '@vets/contracts';

/**
 * A dictionary's items as filter options. The portal is anonymous and cannot read 数据字典, so
 * its filters take the items the contracts declare (the same ones the seed writes).
 */
export const dictOptions = (dict: DictDef) =>
  dict.items.map((item) => ({ value: item.value, label: item.text }));

/** A filter value from the URL when it is one of the dictionary's values, else undefined. */
export function dictValueFrom(dict: DictDef, value: string | undefined): string | undefined {
  return dict.items.some((item) => item.value === value) ? value : undefined;
}
