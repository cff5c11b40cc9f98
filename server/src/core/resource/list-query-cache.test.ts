import { positionResource, type ResourceDef } from '@vets/contracts';
import {
  CamelCasePlugin,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Filter } from './filters.js';
import { ListQueryCache, listShapeKey } from './list-query-cache.js';
import type { ListSpec, RequestScope } from './list-spec.js';
import { type AnyDb, ResourceStore } from './resource-store.js';

const dialects = {
  sqlite: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
  postgres: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
};

const def = { ...positionResource, tenantScoped: true } as unknown as ResourceDef;
const spec = (filters: Filter[], superQuery: ListSpec['superQuery'] = null): ListSpec => ({
  filters,
  superQuery,
  sort: { field: 'createTime', order: 'desc' },
  columns: ['id', 'code', 'name'],
});
const tenant: RequestScope = { tenantId: 3, filters: [] };

const specs: Array<[string, ListSpec, RequestScope]> = [
  ['no filter', spec([]), tenant],
  ['no tenant', spec([]), { tenantId: null, filters: [] }],
  [
    'every convention',
    spec([
      { field: 'code', op: 'eq', value: 'P1' },
      { field: 'name', op: 'like', value: '50%_' },
      { field: 'name', op: 'right_like', value: '开发' },
      { field: 'name', op: 'left_like', value: '师' },
      { field: 'postRank', op: 'ne', value: '3' },
      { field: 'postRank', op: 'in', value: ['1', '5'] },
      { field: 'createTime', op: 'ge', value: '2025-01-01' },
      { field: 'createTime', op: 'lt', value: '2025-01-02' },
    ]),
    tenant,
  ],
  ['empty IN', spec([{ field: 'postRank', op: 'in', value: [] }]), tenant],
  [
    'superQuery or, with scope rules',
    spec([{ field: 'code', op: 'gt', value: 'A' }], {
      matchType: 'or',
      filters: [
        { field: 'name', op: 'like', value: '经理' },
        { field: 'postRank', op: 'in', value: ['2', '3', '4'] },
      ],
    }),
    { tenantId: 3, filters: [{ field: 'createBy', op: 'eq', value: 'u1' }] },
  ],
  [
    'data-rule groups (one per role, or-ed)',
    spec([{ field: 'name', op: 'like', value: '师' }]),
    {
      tenantId: 3,
      filters: [],
      ruleGroups: [
        [
          { field: 'createBy', op: 'eq', value: 'u1' },
          { field: 'postRank', op: 'in', value: ['1', '2'] },
        ],
        [{ field: 'code', op: 'right_like', value: 'A01' }],
      ],
    },
  ],
  ['data rules that allow nothing', spec([]), { tenantId: 3, filters: [], ruleGroups: [] }],
];

describe.each(Object.entries(dialects))('list query cache on %s', (_name, dialect) => {
  const db = new Kysely<unknown>({ dialect, plugins: [new CamelCasePlugin()] }) as AnyDb;

  it.each(specs)('caches the compiled list of a shape (%s)', async (_label, list, scope) => {
    const cache = new ListQueryCache();
    const store = new ResourceStore(db, def, cache);
    await store.page(list, scope, 2, 10);
    const key = listShapeKey(list, scope, true);
    const compiled = cache.get(key);
    expect(compiled, 'bindings differ from the compiled parameters').toBeTruthy();
    expect(compiled?.page.parameters.slice(-2)).toEqual([10, 10]);
  });
});

describe('list shapes', () => {
  it('differ by field, operator, IN length, sort and columns, not by value', () => {
    const key = (filters: Filter[], over: Partial<ListSpec> = {}) =>
      listShapeKey({ ...spec(filters), ...over }, tenant, true);
    const eq = key([{ field: 'code', op: 'eq', value: 'A' }]);
    expect(key([{ field: 'code', op: 'eq', value: 'B' }])).toBe(eq);
    expect(key([{ field: 'name', op: 'eq', value: 'A' }])).not.toBe(eq);
    expect(key([{ field: 'code', op: 'ne', value: 'A' }])).not.toBe(eq);
    expect(key([{ field: 'code', op: 'in', value: ['A'] }])).not.toBe(
      key([{ field: 'code', op: 'in', value: ['A', 'B'] }]),
    );
    expect(key([], { sort: { field: 'code', order: 'asc' } })).not.toBe(key([]));
    expect(key([], { columns: ['id'] })).not.toBe(key([]));
  });

  it('never caches a compiled query whose parameters do not match the bindings', () => {
    const cache = new ListQueryCache();
    const compiled = {
      count: { sql: 'select 1', parameters: ['x'], query: {} },
      page: { sql: 'select 1', parameters: ['x', 10, 0], query: {} },
    } as never;
    cache.remember('k', compiled, ['y'], [10, 0]);
    expect(cache.get('k')).toBeNull();
    cache.remember('k2', compiled, ['x'], [10, 0]);
    expect(cache.get('k2')).toBe(compiled);
  });

  it('keeps at most the configured number of shapes, dropping the least recently used', () => {
    const cache = new ListQueryCache(2);
    const compiled = {
      count: { sql: '', parameters: [], query: {} },
      page: { sql: '', parameters: [10, 0], query: {} },
    } as never;
    cache.remember('a', compiled, [], [10, 0]);
    cache.remember('b', compiled, [], [10, 0]);
    cache.get('a');
    cache.remember('c', compiled, [], [10, 0]);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(compiled);
  });
});
