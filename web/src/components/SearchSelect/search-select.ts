/** Texts and timing of the search select (widgets.md sections 7 to 9). */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_EMPTY_TEXT = '没有查询到任何数据';
export const SEARCH_HINT = '请输入搜索内容';

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/** Runs `fn` with the last arguments once `ms` have passed without another call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}

export interface SearchOption {
  value: string;
  label: string;
}

/** Options for values whose texts came back from loadDictItem, in key order. */
export function optionsFromTexts(
  keys: readonly string[],
  texts: readonly unknown[],
): SearchOption[] {
  return keys.map((value, i) => {
    const text = texts[i];
    return { value, label: typeof text === 'string' && text !== '' ? text : value };
  });
}

/**
 * The options to show: the search results first, then the selected values not among them
 * (with their known texts), so a selection never shows as a bare value.
 */
export function mergeOptions(
  results: readonly SearchOption[],
  selected: readonly string[],
  known: ReadonlyMap<string, string>,
): SearchOption[] {
  const shown = new Set(results.map((o) => o.value));
  const extra = selected
    .filter((v) => !shown.has(v))
    .map((value) => ({ value, label: known.get(value) ?? value }));
  return [...results, ...extra];
}
