import {
  type FieldDef,
  type PortalProjection,
  type ResourceDef,
  regionPrefix,
} from '@vets/contracts';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { containsText, startsWithText } from '../../../db/like.js';
import type { AnyEb } from '../filter-sql.js';
import { type AnyDb, asAnyDb } from '../resource-store.js';

type Query = { keyword?: string | undefined } & Record<string, unknown>;

/** One of the comma-joined values of a multiple field equals `value`. */
const hasListValue = (column: string, value: string) =>
  sql<SqlBool>`(',' || ${sql.ref(column)} || ',') like ${`%,${value},%`}`;

function filterExpr(eb: AnyEb, key: string, f: FieldDef, value: string) {
  if (f.picker?.kind === 'area') return startsWithText(key, regionPrefix(value));
  if (f.multiple) return hasListValue(key, value);
  return eb(key, '=', value);
}

/** The public records of a projection, narrowed by the visitor's keyword and filters. */
export function publicRecords(db: Db, def: ResourceDef, query: Query) {
  const p = def.portal as PortalProjection;
  let q = (asAnyDb(db) as AnyDb)
    .selectFrom(def.table)
    .where(p.publicWhen.field, 'in', [...p.publicWhen.values]);
  if (def.softDelete) q = q.where('delFlag', '=', 0);
  const keyword = query.keyword;
  if (keyword && p.keyword?.length)
    q = q.where((eb: AnyEb) => eb.or(p.keyword!.map((k) => containsText(k, keyword))));
  for (const key of p.filters ?? []) {
    const value = query[key];
    if (typeof value === 'string' && value !== '')
      q = q.where((eb: AnyEb) => filterExpr(eb, key, def.fields[key]!, value));
  }
  return q;
}

/** The projection's order, the id last so that pages never overlap. */
export function inPortalOrder<Q extends { orderBy(column: string, dir: 'asc' | 'desc'): Q }>(
  q: Q,
  p: PortalProjection,
): Q {
  let out = q;
  for (const [key, dir] of p.order) out = out.orderBy(key, dir);
  return out.orderBy('id', 'asc');
}
