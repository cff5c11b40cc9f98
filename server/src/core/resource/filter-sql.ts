import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { escapeLike } from '../../db/like.js';
import type { Filter, SuperQuery } from './filters.js';

// biome-ignore lint/suspicious/noExplicitAny: resource tables are only known at run time; names are whitelisted
export type AnyEb = ExpressionBuilder<any, any>;

function likeExpr(field: string, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(field)} like ${pattern} escape '\\'`;
}

const COMPARE = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' } as const;

/** One declared-field filter as SQL; the field name was checked against the definition. */
export function filterExpr(eb: AnyEb, f: Filter): Expression<SqlBool> {
  const value = f.value;
  switch (f.op) {
    case 'like':
      return likeExpr(f.field, `%${escapeLike(String(value))}%`);
    case 'right_like':
      return likeExpr(f.field, `${escapeLike(String(value))}%`);
    case 'left_like':
      return likeExpr(f.field, `%${escapeLike(String(value))}`);
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
