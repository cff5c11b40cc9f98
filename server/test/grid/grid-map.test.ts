import { beforeAll, describe, expect, it } from 'vitest';
import { addArchive, addGrid, addVisit } from '../helpers/grid.js';
import { addCompany, approveCompany } from '../helpers/recruitment.js';
import {
  ADMIN_PASSWORD,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

/** 网格地图: its data in the caller's scope, and the boundaries drawn on it. */
const t = useTestApp();
let admin: Record<string, string>;
let county: Record<string, string>;
const asAdmin = apiCaller(t, () => admin);
const asCounty = apiCaller(t, () => county);
const ids = {} as Record<'here' | 'there' | 'worker' | 'visited' | 'stale', string>;
const HERE = '130102';
const THERE = '130104';
const SQUARE = [
  [114.5, 38.0],
  [114.6, 38.0],
  [114.6, 38.1],
  [114.5, 38.1],
  [114.5, 38.0],
];

const today = () => t.ctx.clock.nowText().slice(0, 10);
const daysAgo = (n: number) => t.ctx.clock.format(t.ctx.clock.now() - n * 86_400_000).slice(0, 10);

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  const office = await t.db
    .selectFrom('sysDepart')
    .select('orgCode')
    .where('regionCode', '=', HERE)
    .executeTakeFirstOrThrow();
  const c = await createUser(t.ctx, {
    username: 'gm_county',
    roles: ['staff'],
    orgCode: office.orgCode,
  });
  county = withToken((await login(t.app, c.username, c.password)).token);
  const w = await createUser(t.ctx, { username: 'gm_worker', roles: ['gridWorker'] });
  ids.worker = w.id;
  ids.here = String((await addGrid(asAdmin, '长安地图网格', HERE, [w.id])).id);
  ids.there = String((await addGrid(asAdmin, '桥西地图网格', THERE)).id);
  // In the grid here: one visited recently, one visited long ago, one employed never visited.
  ids.visited = String((await addArchive(asAdmin, '地图甲', HERE, { gridId: ids.here })).id);
  ids.stale = String((await addArchive(asAdmin, '地图乙', HERE, { gridId: ids.here })).id);
  await addArchive(asAdmin, '地图丙', HERE, { gridId: ids.here, employmentStatus: '1' });
  await addArchive(asAdmin, '地图丁', HERE);
  await addArchive(asAdmin, '地图戊', THERE, { gridId: ids.there });
  await addVisit(asAdmin, ids.visited, today());
  await addVisit(asAdmin, ids.stale, daysAgo(120));
  const company = await addCompany(asAdmin, '长安地图企业', '000MAP001', { regionCode: HERE });
  await approveCompany(asAdmin, String(company.id));
  await addCompany(asAdmin, '待审地图企业', '000MAP002', { regionCode: HERE });
});

const mapData = async (call: typeof asAdmin, query = '') => {
  const res = await call('GET', `/grid/map/data${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};

describe('the map data', () => {
  it('counts veterans by county and status, and each grid’s visits in the last 90 days', async () => {
    const data = await mapData(asAdmin);
    expect(data.total).toBe(5);
    expect(data.counties).toEqual([
      { regionCode: HERE, total: 4, byStatus: { '1': 1, '2': 3 } },
      { regionCode: THERE, total: 1, byStatus: { '2': 1 } },
    ]);
    const here = data.grids.find((g: { id: string }) => g.id === ids.here);
    expect(here).toMatchObject({
      gridName: '长安地图网格',
      workers: ['测试gm_worker'],
      veterans: 3,
      visited: 1,
      unvisitedUnemployed: 1,
      boundary: null,
    });
    expect(here.visitedShare).toBeCloseTo(1 / 3);
    expect(data.veterans).toHaveLength(5);
    expect(data.companies.map((c: { name: string }) => c.name)).toEqual(['长安地图企业']);
  });

  it('holds no personal field of a veteran', async () => {
    const text = JSON.stringify(await mapData(asAdmin));
    for (const word of ['地图甲', '13800138000', 'idCard', 'phone', 'realName', '1990'])
      expect(text).not.toContain(word);
    for (const v of (await mapData(asAdmin)).veterans)
      expect(Object.keys(v).sort()).toEqual(['gridId', 'regionCode', 'status']);
  });

  it('shows county staff their county only', async () => {
    const data = await mapData(asCounty);
    expect(data.total).toBe(4);
    expect(data.counties.map((c: { regionCode: string }) => c.regionCode)).toEqual([HERE]);
    expect(data.grids.map((g: { id: string }) => g.id)).toEqual([ids.here]);
    expect(data.veterans).toHaveLength(4);
  });

  it('filters by region, and refuses a malformed region in Chinese', async () => {
    const there = await mapData(asAdmin, `?regionCode=${THERE}`);
    expect(there.total).toBe(1);
    expect(there.grids.map((g: { id: string }) => g.id)).toEqual([ids.there]);
    expect(there.companies).toEqual([]);
    const city = await mapData(asAdmin, '?regionCode=130100');
    expect(city.total).toBe(5);
    const bad = await asAdmin('GET', '/grid/map/data?regionCode=13x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('地区编码');
  });
});

describe('saving a grid boundary', () => {
  const save = (boundary: unknown, id = ids.here, call = asAdmin) =>
    call('POST', '/grid/grid/boundary', { id, boundary });

  it('refuses what is not a closed ring in Hebei, in Chinese, never a 500', async () => {
    const cases: Array<[unknown, string]> = [
      ['{not json', '不是有效的JSON'],
      [JSON.stringify([SQUARE.slice(0, 4)]), '未闭合'],
      [JSON.stringify([SQUARE.slice(0, 2).concat([SQUARE[0]!])]), '至少需要4个点'],
      [JSON.stringify([SQUARE.map(([x, y]) => [x! + 10, y])]), '超出河北省范围'],
      [JSON.stringify([[['a', 'b'], ...SQUARE]]), '经度'],
      [JSON.stringify({ type: 'Polygon' }), '网格边界'],
      [JSON.stringify([]), '至少需要一个环'],
      [JSON.stringify([Array.from({ length: 2001 }, () => SQUARE[0])]), '最多2000个点'],
      [42, 'boundary'],
    ];
    for (const [boundary, message] of cases) {
      const res = await save(boundary);
      expect(res.statusCode, `${String(boundary).slice(0, 40)} ${res.body}`).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('saves a valid boundary, which the map then draws', async () => {
    const before = (await asAdmin('GET', `/grid/grid/queryById?id=${ids.here}`)).json().result;
    const res = await save(JSON.stringify([SQUARE]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ id: ids.here, version: before.version + 1 });
    const data = await mapData(asAdmin);
    const here = data.grids.find((g: { id: string }) => g.id === ids.here);
    expect(here.boundary).toEqual([SQUARE]);
    expect((await save(null)).statusCode).toBe(200);
    expect(
      (await mapData(asAdmin)).grids.find((g: { id: string }) => g.id === ids.here).boundary,
    ).toBe(null);
  });

  it('answers 404 for a grid that does not exist or lies outside the caller’s scope', async () => {
    expect((await save(JSON.stringify([SQUARE]), 'no-such-grid')).statusCode).toBe(404);
    const other = await save(JSON.stringify([SQUARE]), ids.there, asCounty);
    expect(other.statusCode).toBe(404);
    const own = await save(JSON.stringify([SQUARE]), ids.here, asCounty);
    expect(own.statusCode, own.body).toBe(200);
  });

  it('keeps the boundary out of the grid’s own edit', async () => {
    const g = (await asAdmin('GET', `/grid/grid/queryById?id=${ids.here}`)).json().result;
    const res = await asAdmin('PUT', '/grid/grid/edit', {
      id: g.id,
      version: g.version,
      boundary: JSON.stringify([SQUARE.slice(0, 4)]),
    });
    // The boundary is not a form field: the edit saves the rest and leaves it as it was.
    expect(res.statusCode, res.body).toBe(200);
    const after = (await asAdmin('GET', `/grid/grid/queryById?id=${ids.here}`)).json().result;
    expect(after.boundary).toBe(g.boundary);
  });
});
