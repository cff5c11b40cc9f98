export interface PagedRows<T> {
  records: T[];
  total: number;
}

/** A list answer as a page: `{ records, total }`, or a plain array holding every row. */
export function pagedRows<T>(result: unknown): PagedRows<T> {
  if (Array.isArray(result)) return { records: result as T[], total: result.length };
  const page = (result ?? {}) as { records?: unknown; total?: unknown };
  const records = Array.isArray(page.records) ? (page.records as T[]) : [];
  const total = typeof page.total === 'number' ? page.total : records.length;
  return { records, total };
}
