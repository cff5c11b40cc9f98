import { beforeAll, describe, expect, it } from 'vitest';
import { addArchive, addGrid, addVisit } from '../helpers/grid.js';
import {
  ADMIN_PASSWORD,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';
import { readSheet } from '../helpers/workbook.js';

/** 网格员: sees and edits only the veterans of their own grids, on every archive route. */
const t = useTestApp();
let admin: Record<string, string>;
let worker: Record<string, string>;
let workerId: string;
const asAdmin = apiCaller(t, () => admin);
const asWorker = apiCaller(t, () => worker);
const ids = {} as Record<'mine' | 'other' | 'a1' | 'a2' | 'a3', string>;
const COUNTY = '130102';

const names = async (url: string) =>
  (await asWorker('GET', url)).json().result.records.map((r: { realName: string }) => r.realName);

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  const w = await createUser(t.ctx, { username: 'gw_worker', roles: ['gridWorker'] });
  workerId = w.id;
  worker = withToken((await login(t.app, w.username, w.password)).token);
  ids.mine = String((await addGrid(asAdmin, '长安一网格', COUNTY, [workerId])).id);
  ids.other = String((await addGrid(asAdmin, '长安二网格', COUNTY)).id);
  ids.a1 = String((await addArchive(asAdmin, '网格甲', COUNTY, { gridId: ids.mine })).id);
  ids.a2 = String((await addArchive(asAdmin, '网格乙', COUNTY, { gridId: ids.other })).id);
  ids.a3 = String((await addArchive(asAdmin, '无网格丙', COUNTY)).id);
});

describe('the grid worker’s data rule', () => {
  it('lists, reads, edits, deletes and exports only the archives of their grids', async () => {
    expect(await names('/archive/basic/list?pageSize=50')).toEqual(['网格甲']);
    expect((await asWorker('GET', `/archive/basic/queryById?id=${ids.a2}`)).statusCode).toBe(404);
    expect((await asWorker('GET', `/archive/basic/queryById?id=${ids.a3}`)).statusCode).toBe(404);
    const own = await asWorker('GET', `/archive/basic/queryById?id=${ids.a1}`);
    expect(own.statusCode, own.body).toBe(200);

    const a2 = (await asAdmin('GET', `/archive/basic/queryById?id=${ids.a2}`)).json().result;
    const editOther = await asWorker('PUT', '/archive/basic/edit', { ...a2, remark: '越权' });
    expect(editOther.statusCode).toBe(404);
    const a1 = own.json().result;
    const editOwn = await asWorker('PUT', '/archive/basic/edit', {
      id: a1.id,
      version: a1.version,
      remark: '已走访',
    });
    expect(editOwn.statusCode, editOwn.body).toBe(200);
    expect((await asWorker('DELETE', `/archive/basic/delete?id=${ids.a2}`)).statusCode).toBe(404);

    const exported = await asWorker('GET', '/archive/basic/exportXls');
    expect(exported.statusCode, exported.body).toBe(200);
    const sheet = await readSheet(exported.rawPayload);
    const nameCol = sheet.col('姓名') - 1;
    expect(sheet.rows.map((r) => r[nameCol])).toEqual(['网格甲']);
  });

  it('cannot move an archive into a grid they do not work', async () => {
    const a1 = (await asWorker('GET', `/archive/basic/queryById?id=${ids.a1}`)).json().result;
    const moved = await asWorker('PUT', '/archive/basic/edit', {
      id: a1.id,
      version: a1.version,
      gridId: ids.other,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toContain('所属网格');
  });

  it('sees only the visits of their veterans, each noting the grid at the time', async () => {
    const v1 = await addVisit(asAdmin, ids.a1, '2026-01-05');
    await addVisit(asAdmin, ids.a2, '2026-01-06');
    expect(v1.gridId).toBe(ids.mine);
    expect(v1.visitor).toBe('系统管理员');
    const list = (await asWorker('GET', '/grid/visit/list?pageSize=50')).json().result.records;
    expect(list.map((v: { archiveId: string }) => v.archiveId)).toEqual([ids.a1]);

    const refused = await asWorker('POST', '/grid/visit/add', {
      archiveId: ids.a2,
      visitDate: '2026-01-07',
      visitType: '1',
      content: '越权走访',
      followUpStatus: '0',
    });
    // A veteran outside their grids reads as missing, as on every other route.
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('退役军人不存在');
    const mine = await addVisit(asWorker, ids.a1, '2026-01-08', { visitor: '' });
    expect(mine.visitor).toBe('测试gw_worker');
    const named = await addVisit(asWorker, ids.a1, '2026-01-09', { visitor: '李四' });
    expect(named.visitor).toBe('李四');
  });

  it('a visit keeps the grid of its day after the veteran moves', async () => {
    const before = await addVisit(asAdmin, ids.a2, '2026-01-10');
    const a2 = (await asAdmin('GET', `/archive/basic/queryById?id=${ids.a2}`)).json().result;
    const moved = await asAdmin('PUT', '/archive/basic/edit', {
      id: a2.id,
      version: a2.version,
      gridId: ids.mine,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await addVisit(asAdmin, ids.a2, '2026-01-11');
    const read = async (id: unknown) =>
      (await asAdmin('GET', `/grid/visit/queryById?id=${String(id)}`)).json().result.gridId;
    expect(await read(before.id)).toBe(ids.other);
    expect(await read(after.id)).toBe(ids.mine);
    // Moved into the worker's grid: now theirs.
    expect((await names('/archive/basic/list?pageSize=50')).sort()).toEqual(['网格乙', '网格甲']);
  });

  it('sees only the grids they work, and loses the archives when taken off the grid', async () => {
    const grids = (await asWorker('GET', '/grid/grid/list')).json().result.records;
    expect(grids.map((g: { id: string }) => g.id)).toEqual([ids.mine]);

    const g = (await asAdmin('GET', `/grid/grid/queryById?id=${ids.mine}`)).json().result;
    const off = await asAdmin('PUT', '/grid/grid/edit', {
      id: g.id,
      version: g.version,
      workerIds: '',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await names('/archive/basic/list?pageSize=50')).toEqual([]);
    expect((await asWorker('GET', `/archive/basic/queryById?id=${ids.a1}`)).statusCode).toBe(404);
    const visits = (await asWorker('GET', '/grid/visit/list')).json().result;
    expect(visits.total).toBe(0);
  });
});
