/** The page number in a list URL: a positive integer, else 1. */
export function pageFrom(search: URLSearchParams): number {
  const n = Number(search.get('pageNo'));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** A trimmed filter value from a list URL, or undefined when blank. */
export function textFrom(search: URLSearchParams, key: string, maxLength = 30): string | undefined {
  const value = search.get(key)?.trim().slice(0, maxLength);
  return value ? value : undefined;
}

/** A 6-digit region code from a list URL, or undefined. */
export function regionFrom(search: URLSearchParams): string | undefined {
  const code = search.get('regionCode');
  return code && /^\d{6}$/.test(code) ? code : undefined;
}

/**
 * The list URL after a change: blank values are removed, and a filter change goes back to
 * page 1 (pageNo=1 is left out) unless the patch names the page itself.
 */
export function patchSearch(
  current: URLSearchParams,
  patch: Record<string, string | number | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (!('pageNo' in patch)) next.delete('pageNo');
  for (const [key, raw] of Object.entries(patch)) {
    const value = raw === undefined ? '' : String(raw).trim();
    if (!value || (key === 'pageNo' && value === '1')) next.delete(key);
    else next.set(key, value);
  }
  return next;
}
