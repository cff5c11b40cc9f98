import { describe, expect, it } from 'vitest';
import { API, useTestApp } from '../helpers/test-app.js';

/** The showcase's demo data: the counts the portal pages are built around, and none in the future. */
const t = useTestApp({ env: { SEED_DEMO: '1' } });

const total = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `${API}/portal${url}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.total as number;
};

const TABLES = [
  'cyAchievement',
  'cyTransformation',
  'cyAgriProject',
  'cyAgriProduct',
  'cyAssocMember',
  'cyAssocNews',
] as const;

describe('showcase demo data', () => {
  it('seeds 8 achievements, 6 transformation items, 5 projects with 12 products, 15 members, 5 news', async () => {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const row = await t.ctx.db
        .selectFrom(table as 'sysUser')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    expect(counts).toEqual({
      cyAchievement: 8,
      cyTransformation: 6,
      cyAgriProject: 5,
      cyAgriProduct: 12,
      cyAssocMember: 15,
      cyAssocNews: 5,
    });
  });

  it('puts most of it on the portal, and at least 5 training institutions in the alliance', async () => {
    expect(await total('/achievement/list')).toBe(7);
    expect(await total('/transformation/list')).toBe(5);
    expect(await total('/agriProject/list')).toBe(5);
    expect(await total('/agriProduct/list')).toBe(12);
    expect(await total('/associationMember/list')).toBe(15);
    expect(await total('/associationNews/list')).toBe(5);
    expect(await total('/alliance/list')).toBeGreaterThanOrEqual(5);
  });

  it('dates nothing in the future', async () => {
    const now = t.ctx.clock.nowText();
    const future: string[] = [];
    for (const table of TABLES) {
      const rows = (await t.ctx.db
        .selectFrom(table as 'sysUser')
        .selectAll()
        .execute()) as unknown as Array<Record<string, unknown>>;
      for (const r of rows)
        for (const key of ['createTime', 'publishTime', 'matchTime', 'joinDate'])
          if (typeof r[key] === 'string' && r[key] > now) future.push(`${table}.${key} ${r[key]}`);
    }
    expect(future).toEqual([]);
  });
});
