import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { containsText, endsWithText, startsWithText } from '../../db/like.js';
import type { Filter, SuperQuery } from './filters.js';

// biome-ignore lint/suspicious/noExplicitAny: resource tables are only known at run time; names are whitelisted
export type AnyEb = ExpressionBuilder<any, any>;

const COMPARE = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' } as const;

/** One declared-field filter as SQL; the field name was checked against the definition. */
export function filterExpr(eb: AnyEb, f: Filter): Expression<SqlBool> {
  const value = f.value;
  switch (f.op) {
    case 'like':
      return containsText(f.field, String(value));
    case 'right_like':
      return startsWithText(f.field, String(value));
    case 'left_like':
      return endsWithText(f.field, String(value));
    case 'in': {
      const list = Array.isArray(value) ? value : [value];
      return list.length ? eb(eb.ref(f.field), 'in', list) : sql<SqlBool>`1 = 0`;
    }
    default:
      return eb(eb.ref(f.field), COMPARE[f.op], value);
  }
}

export function filtersExpr(eb: AnyEb, filters: Filter[], super_: SuperQuery | null) {
  const parts = filters.map((f) => filterExpr(eb, f));
  if (super_) {
    const conditions = super_.filters.map((f) => filterExpr(eb, f));
    parts.push(super_.matchType === 'or' ? eb.or(conditions) : eb.and(conditions));
  }
  return eb.and(parts);
}
