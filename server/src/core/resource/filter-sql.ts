import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { containsPattern, endsWithPattern, likePattern, startsWithPattern } from '../../db/like.js';
import type { Filter, SuperQuery } from './filters.js';

// biome-ignore lint/suspicious/noExplicitAny: resource tables are only known at run time; names are whitelisted
export type AnyEb = ExpressionBuilder<any, any>;

const COMPARE = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' } as const;

/** One declared-field filter as SQL; the field name was checked against the definition. */
export function filterExpr(eb: AnyEb, f: Filter): Expression<SqlBool> {
  const bound = filterBindings(f);
  switch (f.op) {
    case 'like':
    case 'right_like':
    case 'left_like':
      return likePattern(f.field, String(bound[0]));
    case 'in':
      return bound.length ? eb(eb.ref(f.field), 'in', bound) : sql<SqlBool>`1 = 0`;
    default:
      return eb(eb.ref(f.field), COMPARE[f.op], bound[0]);
  }
}

const LIKE_PATTERNS = {
  like: containsPattern,
  right_like: startsWithPattern,
  left_like: endsWithPattern,
} as const;

/** The values `filterExpr` binds for a filter, in the order the SQL uses them. */
export function filterBindings(f: Filter): Array<string | number> {
  if (f.op === 'in') return Array.isArray(f.value) ? f.value : [f.value];
  if (f.op in LIKE_PATTERNS) {
    return [LIKE_PATTERNS[f.op as keyof typeof LIKE_PATTERNS](String(f.value))];
  }
  return [f.value as string | number];
}

export function filtersExpr(eb: AnyEb, filters: Filter[], super_: SuperQuery | null) {
  const parts = filters.map((f) => filterExpr(eb, f));
  if (super_) {
    const conditions = super_.filters.map((f) => filterExpr(eb, f));
    parts.push(super_.matchType === 'or' ? eb.or(conditions) : eb.and(conditions));
  }
  return eb.and(parts);
}
