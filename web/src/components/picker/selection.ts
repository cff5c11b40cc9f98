/** Selected rows by key, in the order they were chosen; kept across pages. */
export type Selection<T> = ReadonlyMap<string, T>;

export function emptySelection<T>(): Selection<T> {
  return new Map<string, T>();
}

/** A row click: in multiple mode the row goes in or out; in single mode it replaces the choice. */
export function toggleRow<T>(
  selection: Selection<T>,
  key: string,
  row: T,
  multi: boolean,
): Selection<T> {
  if (selection.has(key)) {
    const next = new Map(selection);
    next.delete(key);
    return next;
  }
  if (!multi) return new Map([[key, row]]);
  return new Map(selection).set(key, row);
}

/**
 * The selection after the table reports its selected keys. Rows of other pages are not in
 * `rows`; they keep the row remembered for their key.
 */
export function selectionFromKeys<T>(
  selection: Selection<T>,
  keys: readonly string[],
  rows: readonly T[],
  keyOf: (row: T) => string,
): Selection<T> {
  const onPage = new Map(rows.filter(Boolean).map((row) => [keyOf(row), row]));
  const next = new Map<string, T>();
  for (const key of keys) {
    const row = onPage.get(key) ?? selection.get(key);
    if (row !== undefined) next.set(key, row);
  }
  return next;
}

export function withoutKey<T>(selection: Selection<T>, key: string): Selection<T> {
  const next = new Map(selection);
  next.delete(key);
  return next;
}

export function selectionOf<T>(rows: readonly T[], keyOf: (row: T) => string): Selection<T> {
  return new Map(rows.map((row) => [keyOf(row), row]));
}

/** The selection with its rows replaced by the fuller rows of a freshly loaded page. */
export function refreshSelected<T>(
  selection: Selection<T>,
  rows: readonly T[],
  keyOf: (row: T) => string,
): Selection<T> {
  const fresh = rows.filter((row) => selection.has(keyOf(row)));
  if (!fresh.length) return selection;
  const next = new Map(selection);
  for (const row of fresh) next.set(keyOf(row), row);
  return next;
}
