import type { CompiledQuery } from 'kysely';
import { type FilterDialect, filterBindings } from './filter-sql.js';
import type { Filter } from './filters.js';
import type { ListSpec, RequestScope } from './list-spec.js';

/** The count and page SQL of one list shape; only the bound values change between requests. */
export interface CompiledList {
  count: CompiledQuery;
  page: CompiledQuery;
}

const filterShape = (f: Filter) =>
  f.op === 'in' ? `${f.field}:in:${filterBindings(f).length}` : `${f.field}:${f.op}`;

/**
 * Everything that decides the list SQL except the values: which filters on which fields, the
 * superQuery's structure, sort and columns. Names in it were checked against the definition.
 */
function scopeShape(scope: RequestScope, tenantScoped: boolean): string {
  const parent = scope.parent;
  return [
    tenantScoped && scope.tenantId !== null ? 't' : '',
    scope.filters.map(filterShape).join(','),
    scope.ruleGroups
      ? scope.ruleGroups.map((g) => `(${g.map(filterShape).join(',')})`).join('|')
      : '-',
    parent ? `${parent.key}<${parent.table}(${scopeShape(parent.scope, parent.tenantScoped)})` : '',
  ].join('|');
}

/**
 * Everything that decides the list SQL except the values: which filters on which fields, the
 * superQuery's structure, sort and columns. Names in it were checked against the definition.
 */
export function listShapeKey(spec: ListSpec, scope: RequestScope, tenantScoped: boolean): string {
  return [
    scopeShape(scope, tenantScoped),
    spec.filters.map(filterShape).join(','),
    spec.superQuery
      ? `${spec.superQuery.matchType}(${spec.superQuery.filters.map(filterShape).join(',')})`
      : '',
    `${spec.sort.field} ${spec.sort.order}`,
    spec.columns.join(','),
  ].join('|');
}

/** The values a scope binds in SQL order: tenant, its conditions, rules, then its parent's. */
function scopeBindings(
  scope: RequestScope,
  tenantScoped: boolean,
  dialect: FilterDialect,
): unknown[] {
  const tenant = tenantScoped && scope.tenantId !== null ? [scope.tenantId] : [];
  const own = [...scope.filters, ...(scope.ruleGroups ?? []).flat()].flatMap((f) =>
    filterBindings(f, dialect),
  );
  const parent = scope.parent
    ? scopeBindings(scope.parent.scope, scope.parent.tenantScoped, dialect)
    : [];
  return [...tenant, ...own, ...parent];
}

/** The values of the list's WHERE clause in SQL order: the scope's, filters, superQuery. */
export function whereBindings(
  spec: ListSpec,
  scope: RequestScope,
  tenantScoped: boolean,
  dialect: FilterDialect = 'postgres',
): unknown[] {
  const filters = [...spec.filters, ...(spec.superQuery?.filters ?? [])];
  return [
    ...scopeBindings(scope, tenantScoped, dialect),
    ...filters.flatMap((f) => filterBindings(f, dialect)),
  ];
}

const sameValues = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Compiled list queries by shape, so a repeated list skips building and compiling (which costs
 * more than running an indexed query). A shape is cached only after its compiled parameters were
 * checked against `whereBindings`; one that does not match is never cached, only rebuilt.
 */
export class ListQueryCache {
  private readonly shapes = new Map<string, CompiledList | null>();

  constructor(private readonly maxShapes = 200) {}

  get(key: string): CompiledList | null | undefined {
    const hit = this.shapes.get(key);
    if (hit !== undefined) {
      this.shapes.delete(key);
      this.shapes.set(key, hit);
    }
    return hit;
  }

  /** Keeps `compiled` if its parameters are exactly `where` (+ limit and offset for the page). */
  remember(key: string, compiled: CompiledList, where: unknown[], limitOffset: unknown[]): void {
    const matches =
      sameValues(compiled.count.parameters, where) &&
      sameValues(compiled.page.parameters, [...where, ...limitOffset]);
    if (this.shapes.size >= this.maxShapes) {
      const oldest = this.shapes.keys().next().value;
      if (oldest !== undefined) this.shapes.delete(oldest);
    }
    this.shapes.set(key, matches ? compiled : null);
  }
}
