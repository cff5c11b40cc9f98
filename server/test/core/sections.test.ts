import { AUDIT_FIELDS, snakeCase as snake } from '@vets/contracts';
import { describe, expect, it } from 'vitest';
import { CORE_TABLES } from '../../src/db/schema.js';
import { sectionTables } from '../../src/sections/composition.js';
import { SECTIONS } from '../../src/sections/index.js';
import { useTestApp } from '../helpers/test-app.js';

const t = useTestApp();

/** Tables beside the sections' own: the migrator's, and SQLite's full-text index of resumes. */
const INFRASTRUCTURE = /^(kysely_migration(_lock)?|zp_resume_fts(_.+)?)$/;

async function columnsByTable(): Promise<Map<string, Set<string>>> {
  const tables = await t.ctx.db.introspection.getTables();
  return new Map(tables.map((table) => [table.name, new Set(table.columns.map((c) => c.name))]));
}

describe('every section, walked', () => {
  it('every resource table has its declared fields, the audit columns and its flags', async () => {
    const columns = await columnsByTable();
    const problems: string[] = [];
    for (const section of SECTIONS)
      for (const { def } of section.resources ?? []) {
        const have = columns.get(def.table);
        if (!have) {
          problems.push(`${section.key}/${def.key}: 表 ${def.table} 不存在`);
          continue;
        }
        const wanted = [
          ...AUDIT_FIELDS,
          ...Object.keys(def.fields),
          ...(def.versioned ? ['version'] : []),
          ...(def.tenantScoped ? ['tenantId'] : []),
          ...(def.softDelete ? ['delFlag'] : []),
        ].map(snake);
        for (const column of wanted)
          if (!have.has(column)) problems.push(`${section.key}/${def.key}: 缺少列 ${column}`);
        const administered = section.administers?.includes(def.table) ?? false;
        if (!sectionTables(section).includes(def.table) && !administered)
          problems.push(`${section.key}/${def.key}: 表 ${def.table} 不在本板块的 tables 中`);
      }
    expect(problems).toEqual([]);
  });

  it('every table belongs to core or exactly one section, and every listed table exists', async () => {
    const columns = await columnsByTable();
    const owners = new Map<string, string[]>(CORE_TABLES.map((table) => [table, ['core']]));
    for (const section of SECTIONS)
      for (const table of sectionTables(section)) {
        const administered = section.administers?.includes(table) ?? false;
        if (!administered) owners.set(table, [...(owners.get(table) ?? []), section.key]);
      }
    const unowned = [...columns.keys()].filter((n) => !owners.has(n) && !INFRASTRUCTURE.test(n));
    const shared = [...owners].filter(([, keys]) => keys.length > 1).map(([n]) => n);
    const missing = [...owners.keys()].filter((n) => !columns.has(n) && !INFRASTRUCTURE.test(n));
    expect({ unowned, shared, missing }).toEqual({ unowned: [], shared: [], missing: [] });
  });

  it('a section administers only core tables', () => {
    const strays = SECTIONS.flatMap((s) =>
      (s.administers ?? []).filter((t) => !CORE_TABLES.includes(t)).map((t) => `${s.key}: ${t}`),
    );
    expect(strays).toEqual([]);
  });

  it('every dictionary a field names is declared by a section and seeded', async () => {
    const declared = new Set(SECTIONS.flatMap((s) => (s.dicts ?? []).map((d) => d.code)));
    const seeded = new Set(
      (await t.ctx.db.selectFrom('sysDict').select('dictCode').execute()).map((d) => d.dictCode),
    );
    const named = SECTIONS.flatMap((s) =>
      (s.resources ?? []).flatMap(({ def }) =>
        Object.entries(def.fields)
          .filter(([, f]) => f.dict)
          .map(([key, f]) => ({ at: `${def.key}.${key}`, code: f.dict! })),
      ),
    );
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((n) => !declared.has(n.code))).toEqual([]);
    expect([...declared].filter((code) => !seeded.has(code))).toEqual([]);
  });

  it('resource keys, paths and migration names are unique across sections', () => {
    const defs = SECTIONS.flatMap((s) => (s.resources ?? []).map((r) => r.def));
    const dupes = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(dupes(defs.map((d) => d.key))).toEqual([]);
    expect(dupes(defs.map((d) => d.path))).toEqual([]);
    expect(dupes(SECTIONS.flatMap((s) => Object.keys(s.migrations ?? {})))).toEqual([]);
    expect(dupes(SECTIONS.map((s) => s.key))).toEqual([]);
  });
});
