import {
  isEmptyCondition,
  type SuperQueryCondition,
  type SuperQueryMatchType,
  type SuperQueryRule,
} from '@vets/contracts';

/** One row of the builder; `val` is an array while the rule is `in`. */
export interface QueryRow {
  id: string;
  field?: string;
  rule?: SuperQueryRule;
  val?: string | string[];
}

export interface SavedQuery {
  title: string;
  matchType: SuperQueryMatchType;
  records: QueryRow[];
}

const joined = (val: QueryRow['val']) => (Array.isArray(val) ? val.join(',') : (val ?? ''));

/** No rows, or a single row lacking field, value or rule. */
export function isEmptyQuery(rows: QueryRow[]): boolean {
  if (!rows.length) return true;
  return rows.length === 1 && isEmptyCondition({ ...rows[0], val: joined(rows[0]!.val) });
}

/** Complete rows as conditions; the in rule's values are joined with commas. */
export function toConditions(rows: QueryRow[]): SuperQueryCondition[] {
  return rows
    .map((r) => ({ field: r.field ?? '', rule: r.rule ?? 'eq', val: joined(r.val) }))
    .filter((c) => !isEmptyCondition(c));
}

/** The list parameters of an active query. */
export function superQueryParams(rows: QueryRow[], matchType: SuperQueryMatchType) {
  return {
    superQueryParams: encodeURIComponent(JSON.stringify(toConditions(rows))),
    superQueryMatchType: matchType,
  };
}

/** Changing from `in` to another rule keeps only the first chosen value. */
export function changeRule(row: QueryRow, rule: SuperQueryRule): QueryRow {
  if (rule === 'in') {
    const text = joined(row.val);
    return { ...row, rule, val: text ? text.split(',') : [] };
  }
  return { ...row, rule, val: Array.isArray(row.val) ? (row.val[0] ?? '') : row.val };
}

export function findSaved(list: SavedQuery[], title: string): SavedQuery | undefined {
  return list.find((q) => q.title === title);
}

/** Adds or replaces the saved query of that title. */
export function upsertSaved(list: SavedQuery[], query: SavedQuery): SavedQuery[] {
  return findSaved(list, query.title)
    ? list.map((q) => (q.title === query.title ? query : q))
    : [...list, query];
}

export function removeSaved(list: SavedQuery[], title: string): SavedQuery[] {
  return list.filter((q) => q.title !== title);
}
