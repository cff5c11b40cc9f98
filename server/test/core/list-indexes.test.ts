import type { ResourceDef } from '@vets/contracts';
import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { wantedIndexes } from '../../src/core/resource/resource-indexes.js';
import type { ResourceService } from '../../src/core/resource/resource-service.js';
import { useTestApp } from '../helpers/test-app.js';

/**
 * Every resource's default list, and each of its declared exact and range filters, is read
 * through an index in list order: no full scan and no sort of the whole table, on either
 * database (PostgreSQL told to avoid scans and sorts, so the plan shows what an index offers).
 */
const t = useTestApp();

function services(): ResourceService[] {
  return t.ctx.resources.all().map((b) => t.ctx.resources.service(b.def));
}

/** Query strings of the lists to check: the default, then one per declared filter. */
function lists(def: ResourceDef): Array<[string, Record<string, string>]> {
  const parent = def.parentKey ? { [def.parentKey]: 'p1' } : {};
  const out: Array<[string, Record<string, string>]> = [['默认列表', parent]];
  for (const [key, f] of Object.entries(def.fields)) {
    if (f.unique && f.search === 'eq' && f.kind === 'string')
      out.push([`${key} 前缀`, { ...parent, [key]: 'P05*' }]);
    if (f.unique || key === def.parentKey) continue;
    const sample = '1';
    if (f.search === 'eq') out.push([key, { ...parent, [key]: sample }]);
    if (f.search === 'range') out.push([key, { ...parent, [`${key}_begin`]: sample }]);
  }
  return out;
}

async function plan(query: CompiledQuery): Promise<string> {
  if (t.ctx.dialect === 'sqlite') {
    const rows = await t.ctx.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    return rows.rows.map((r) => r.detail).join('\n');
  }
  return t.ctx.db.transaction().execute(async (trx) => {
    await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
    await trx.executeQuery(CompiledQuery.raw('set local enable_sort = off'));
    const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
    );
    return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

function problems(def: ResourceDef, text: string): string[] {
  const found: string[] = [];
  if (t.ctx.dialect === 'sqlite') {
    if (/USE TEMP B-TREE FOR ORDER BY/.test(text)) found.push('sorts');
    // A list in id order over an integer key reads the table itself in that order.
    const inKeyOrder = def.defaultSort?.field === 'id' && !/SEARCH/.test(text);
    const own = new RegExp(`(SCAN|SEARCH) ${def.table}\\b(?! USING)`);
    if (own.test(text) && !inKeyOrder) found.push('scans');
  } else {
    if (/(^|\n)\s*(->\s*)?(Sort|Incremental Sort)\b/.test(text)) found.push('sorts');
    if (new RegExp(`Seq Scan on ${def.table}\\b`).test(text)) found.push('scans');
  }
  return found;
}

describe('list indexes', () => {
  it('derives an index for each list order and filter', () => {
    const position = services().find((s) => s.def.key === 'zpPosition')!.def;
    const wanted = wantedIndexes(position).map((c) => c.join(','));
    expect(wanted).toContain('sys_org_code,create_time,id');
  });

  it('every default list and declared filter reads through an index in list order', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const service of services()) {
      for (const [what, query] of lists(service.def)) {
        const spec = service.listSpec(query, { canSeeSensitive: true });
        const scope = { tenantId: service.def.tenantScoped ? 0 : null, filters: [] };
        const { page } = service.store.compileList(spec, scope, 10, 0);
        const text = await plan(page);
        // A prefix reads its range of the unique index, then orders just those rows.
        const found = problems(service.def, text).filter(
          (p) => !(what.endsWith('前缀') && p === 'sorts'),
        );
        if (found.length) failures.push(`${service.def.key} ${what}: ${found.join(',')}\n${text}`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  });
});
