import type { PageResult, ResourceDef } from '@vets/contracts';
import { type Kysely, type SelectQueryBuilder, type SqlBool, SqliteAdapter, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { type AnyEb, type FilterDialect, filterExpr, filtersExpr } from './filter-sql.js';
import type { Filter } from './filters.js';
import {
  type CompiledList,
  ListQueryCache,
  listShapeKey,
  whereBindings,
} from './list-query-cache.js';
import type { ListSpec, ParentScope, RequestScope } from './list-spec.js';

// biome-ignore lint/suspicious/noExplicitAny: resource tables are only known at run time; names are whitelisted
export type AnyDb = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: as above
type AnySelect = SelectQueryBuilder<any, any, any>;
/** A `select id` subquery of the rows a scope allows; null when it allows every row. */
export type ScopedIds = AnySelect | null;

/** The data-rule condition of a scope, or null when none applies. */
function ruleGroupsExpr(eb: AnyEb, groups: Filter[][] | null | undefined, dialect: FilterDialect) {
  if (!groups) return null;
  if (!groups.length) return sql<SqlBool>`1 = 0`;
  return eb.or(groups.map((g) => eb.and(g.map((f) => filterExpr(eb, f, dialect)))));
}

const dialectOf = (db: AnyDb): FilterDialect =>
  db.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres';

export const asAnyDb = (db: Db) => db as unknown as AnyDb;

interface ScopedTable {
  tenantScoped?: boolean | undefined;
  softDelete?: boolean | undefined;
}

/** The conditions of a scope on a query of one table, its parent's included. */
function applyScope(
  db: AnyDb,
  q: AnySelect,
  target: ScopedTable,
  scope: RequestScope,
  options: { byId?: boolean; withDeleted?: boolean } = {},
): AnySelect {
  let out = q;
  // A literal, not a bound value, so it stays out of the list's bindings.
  if (target.softDelete && !options.withDeleted)
    out = out.where(sql<SqlBool>`${sql.ref('delFlag')} = 0`);
  if (target.tenantScoped && scope.tenantId !== null) {
    out = options.byId
      ? out.where(sql`${sql.ref('tenantId')} + 0`, '=', scope.tenantId)
      : out.where('tenantId', '=', scope.tenantId);
  }
  const dialect = dialectOf(db);
  for (const f of scope.filters) out = out.where((eb: AnyEb) => filterExpr(eb, f, dialect));
  if (scope.ruleGroups)
    out = out.where((eb: AnyEb) => ruleGroupsExpr(eb, scope.ruleGroups, dialect)!);
  if (scope.parent) out = out.where(scope.parent.key, 'in', parentIds(db, scope.parent));
  return out;
}

/** A scope that admits every row of the resource (no tenant, rule, condition or parent). */
export function restrictsNothing(def: ScopedTable, scope: RequestScope): boolean {
  return (
    !def.softDelete &&
    (!def.tenantScoped || scope.tenantId === null) &&
    !scope.filters.length &&
    !scope.ruleGroups &&
    !scope.parent
  );
}

/** Ids of the parent rows a sub-table's scope allows. */
function parentIds(db: AnyDb, parent: ParentScope): AnySelect {
  return applyScope(db, db.selectFrom(parent.table).select('id'), parent, parent.scope);
}

/** The SQL side of one resource. Every name it uses was checked against the definition. */
export class ResourceStore {
  readonly table: string;
  private readonly dialect: FilterDialect;

  constructor(
    private readonly db: AnyDb,
    readonly def: ResourceDef,
    private readonly lists = new ListQueryCache(),
  ) {
    this.table = def.table;
    this.dialect = dialectOf(db);
  }

  withDb(db: Db | AnyDb): ResourceStore {
    return new ResourceStore(db as AnyDb, this.def, this.lists);
  }

  /**
   * With `byId`, the tenant condition stays out of index selection (`tenant_id + 0`):
   * without statistics SQLite would otherwise scan the whole tenant instead of the ids.
   */
  private scoped(q: AnySelect, scope: RequestScope, byId = false, withDeleted = false): AnySelect {
    return applyScope(this.db, q, this.def, scope, { byId, withDeleted });
  }

  private filtered(spec: Pick<ListSpec, 'filters' | 'superQuery'>, scope: RequestScope) {
    const base = this.scoped(this.db.selectFrom(this.table), scope);
    if (!spec.filters.length && !spec.superQuery) return base;
    return base.where((eb: AnyEb) => filtersExpr(eb, spec.filters, spec.superQuery, this.dialect));
  }

  private ordered(q: AnySelect, sort: ListSpec['sort']): AnySelect {
    return q.orderBy(sort.field, sort.order).orderBy('id', sort.order);
  }

  async page(
    spec: ListSpec,
    scope: RequestScope,
    pageNo: number,
    pageSize: number,
  ): Promise<PageResult<Record<string, unknown>>> {
    const tenantScoped = Boolean(this.def.tenantScoped);
    const where = whereBindings(spec, scope, tenantScoped, this.dialect);
    const limitOffset = [pageSize, (pageNo - 1) * pageSize];
    const key = listShapeKey(spec, scope, tenantScoped);
    const cached = this.lists.get(key);
    if (cached) return this.runList(cached, where, [...where, ...limitOffset], pageNo, pageSize);
    const built = this.compileList(spec, scope, pageSize, limitOffset[1] as number);
    if (cached === undefined) this.lists.remember(key, built, where, limitOffset);
    return this.runList(built, built.count.parameters, built.page.parameters, pageNo, pageSize);
  }

  /** The count and page SQL of a list (the tests explain their plans). */
  compileList(spec: ListSpec, scope: RequestScope, limit: number, offset: number): CompiledList {
    const base = this.filtered(spec, scope);
    return {
      count: base.select((eb: AnyEb) => eb.fn.countAll().as('total')).compile(),
      page: this.ordered(base.select(spec.columns), spec.sort)
        .limit(limit)
        .offset(offset)
        .compile(),
    };
  }

  private async runList(
    queries: CompiledList,
    countParams: readonly unknown[],
    pageParams: readonly unknown[],
    pageNo: number,
    pageSize: number,
  ): Promise<PageResult<Record<string, unknown>>> {
    const counted = await this.db.executeQuery<{ total: unknown }>({
      ...queries.count,
      parameters: countParams,
    });
    const count = Number(counted.rows[0]?.total ?? 0);
    const records = count
      ? (
          await this.db.executeQuery<Record<string, unknown>>({
            ...queries.page,
            parameters: pageParams,
          })
        ).rows
      : [];
    return {
      records,
      total: count,
      size: pageSize,
      current: pageNo,
      pages: Math.ceil(count / pageSize),
    };
  }

  /** Ids of every matching row in list order; exports fetch rows by these in chunks. */
  async orderedIds(spec: ListSpec, scope: RequestScope, limit: number): Promise<string[]> {
    const rows = await this.ordered(this.filtered(spec, scope).select('id'), spec.sort)
      .limit(limit)
      .execute();
    return rows.map((r) => String(r.id));
  }

  async byIds(ids: string[], columns: string[], scope: RequestScope) {
    if (!ids.length) return [];
    return this.scoped(this.db.selectFrom(this.table).select(columns), scope, true)
      .where('id', 'in', ids)
      .execute() as Promise<Array<Record<string, unknown>>>;
  }

  async byId(id: string, columns: string[], scope: RequestScope) {
    const [row] = await this.byIds([id], columns, scope);
    return row;
  }

  /** Records whose `parentField` is `parent` (the top level when null), in the default order. */
  async byParent(
    parentField: string,
    parent: string | null,
    columns: string[],
    scope: RequestScope,
    sort: ListSpec['sort'],
  ): Promise<Array<Record<string, unknown>>> {
    const q = this.scoped(this.db.selectFrom(this.table).select(columns), scope);
    const under =
      parent === null ? q.where(parentField, 'is', null) : q.where(parentField, '=', parent);
    return (await this.ordered(under, sort).execute()) as Array<Record<string, unknown>>;
  }

  /** `select id` of the rows the scope allows, for hand-written queries; null if every row. */
  scopedIds(scope: RequestScope): ScopedIds {
    if (restrictsNothing(this.def, scope)) return null;
    return this.scoped(this.db.selectFrom(this.table).select('id'), scope);
  }

  /** Whether the scope's parent (a sub-table's) allows the parent record `id`. */
  async parentAllowed(id: string, scope: RequestScope): Promise<boolean> {
    if (!scope.parent) return true;
    const row = await parentIds(this.db, scope.parent).where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  /** Ids among `ids` that the scope allows. */
  async allowedIds(ids: string[], scope: RequestScope): Promise<string[]> {
    const rows = await this.byIds(ids, ['id'], scope);
    return rows.map((r) => String(r.id));
  }

  /** Values of `field` already taken, optionally within a parent and excluding one record. */
  async takenValues(
    field: string,
    values: Array<string | number>,
    options: { scope: RequestScope; parent?: [string, unknown]; excludeId?: string },
  ): Promise<Set<string>> {
    if (!values.length) return new Set();
    // Flagged-deleted rows still hold their values (and the unique constraints).
    let q = this.scoped(
      this.db.selectFrom(this.table).select(field),
      options.scope,
      false,
      true,
    ).where(field, 'in', values);
    if (options.parent) q = q.where(options.parent[0], '=', options.parent[1]);
    if (options.excludeId) q = q.where('id', '<>', options.excludeId);
    const rows = (await q.execute()) as Array<Record<string, unknown>>;
    return new Set(rows.map((r) => String(r[field])));
  }

  async insertMany(rows: Array<Record<string, unknown>>): Promise<void> {
    if (rows.length) await this.db.insertInto(this.table).values(rows).execute();
  }

  /** Updates one record; with `version`, only if it is unchanged. Returns rows updated. */
  async update(
    id: string,
    values: Record<string, unknown>,
    scope: RequestScope,
    version: number | null,
  ): Promise<number> {
    let q = this.db
      .updateTable(this.table)
      .set(version === null ? values : { ...values, version: version + 1 })
      .where('id', '=', id);
    if (version !== null) q = q.where('version', '=', version);
    if (this.def.softDelete) q = q.where('delFlag', '=', 0);
    if (this.def.tenantScoped && scope.tenantId !== null)
      q = q.where('tenantId', '=', scope.tenantId);
    for (const f of scope.filters) q = q.where((eb: AnyEb) => filterExpr(eb, f, this.dialect));
    if (scope.ruleGroups)
      q = q.where((eb: AnyEb) => ruleGroupsExpr(eb, scope.ruleGroups, this.dialect)!);
    if (scope.parent) q = q.where(scope.parent.key, 'in', parentIds(this.db, scope.parent));
    const result = await q.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async deleteIds(ids: string[]): Promise<number> {
    if (!ids.length) return 0;
    if (this.def.softDelete) {
      const flagged = await this.db
        .updateTable(this.table)
        .set({ delFlag: 1 })
        .where('id', 'in', ids)
        .executeTakeFirst();
      return Number(flagged.numUpdatedRows);
    }
    const result = await this.db.deleteFrom(this.table).where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
