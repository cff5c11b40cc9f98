import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { containsPattern, endsWithPattern, likePattern, startsWithPattern } from '../../db/like.js';
import type { Filter, SuperQuery } from './filters.js';

// biome-ignore lint/suspicious/noExplicitAny: resource tables are only known at run time; names are whitelisted
export type AnyEb = ExpressionBuilder<any, any>;

const COMPARE = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' } as const;

/** The SQL a filter takes differs by database only for a prefix search. */
export type FilterDialect = 'sqlite' | 'postgres';

/** Above every character that may follow a prefix, so `[prefix, prefix + TOP)` holds them all. */
const TOP = '\u{10FFFF}';

/**
 * On SQLite a prefix search is a range, which its indexes serve (LIKE would scan, and would
 * ignore case only for ASCII); PostgreSQL's pattern index serves `LIKE 'x%'`. Both are case
 * sensitive.
 */
const prefixAsRange = (f: Filter, dialect: FilterDialect) =>
  dialect === 'sqlite' && f.op === 'right_like';

/** One declared-field filter as SQL; the field name was checked against the definition. */
export function filterExpr(
  eb: AnyEb,
  f: Filter,
  dialect: FilterDialect = 'postgres',
): Expression<SqlBool> {
  const bound = filterBindings(f, dialect);
  if (prefixAsRange(f, dialect))
    return eb.and([eb(eb.ref(f.field), '>=', bound[0]), eb(eb.ref(f.field), '<', bound[1])]);
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
export function filterBindings(
  f: Filter,
  dialect: FilterDialect = 'postgres',
): Array<string | number> {
  if (prefixAsRange(f, dialect)) return [String(f.value), `${String(f.value)}${TOP}`];
  if (f.op === 'in') return Array.isArray(f.value) ? f.value : [f.value];
  if (f.op in LIKE_PATTERNS) {
    return [LIKE_PATTERNS[f.op as keyof typeof LIKE_PATTERNS](String(f.value))];
  }
  return [f.value as string | number];
}

export function filtersExpr(
  eb: AnyEb,
  filters: Filter[],
  super_: SuperQuery | null,
  dialect: FilterDialect = 'postgres',
) {
  const parts = filters.map((f) => filterExpr(eb, f, dialect));
  if (super_) {
    const conditions = super_.filters.map((f) => filterExpr(eb, f, dialect));
    parts.push(super_.matchType === 'or' ? eb.or(conditions) : eb.and(conditions));
  }
  return eb.and(parts);
}
