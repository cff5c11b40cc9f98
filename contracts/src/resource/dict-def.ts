/** One item of a dictionary: the stored value and the label people see. */
export interface DictItemDef {
  value: string;
  text: string;
}

/**
 * A dictionary declared once: the seed writes it, the server checks values against it, and code
 * compares with `values.<name>` instead of spelling a stored value again.
 */
export interface DictDef<V extends Record<string, string> = Record<string, string>> {
  /** The dictionary code fields name (`position_status`). */
  code: string;
  /** Its Chinese name in 数据字典. */
  name: string;
  /** Items in display order. */
  items: readonly DictItemDef[];
  /** Stored values by name, for dictionaries whose values code must compare against. */
  values: V;
}

type Pair = readonly [value: string, text: string];

/** A dictionary whose values code refers to by name: `defineDict('x', '名称', { draft: ['0', '草稿'] })`. */
export function defineDict<const T extends Record<string, Pair>>(
  code: string,
  name: string,
  items: T,
): DictDef<{ readonly [K in keyof T]: T[K][0] }> {
  const values = Object.fromEntries(Object.entries(items).map(([k, [v]]) => [k, v]));
  return {
    code,
    name,
    items: Object.values(items).map(([value, text]) => ({ value, text })),
    values: values as { readonly [K in keyof T]: T[K][0] },
  };
}

/** A dictionary of labels only (education levels, sexes): code never compares its values. */
export function listDict(
  code: string,
  name: string,
  items: readonly Pair[],
): DictDef<Record<never, never>> {
  return { code, name, items: items.map(([value, text]) => ({ value, text })), values: {} };
}
