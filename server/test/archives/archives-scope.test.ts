import { beforeAll, describe, expect, it } from 'vitest';
import { addArchive, archiveIdCard, officeOf } from '../helpers/archives.js';
import {
  ADMIN_PASSWORD,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

/**
 * The seeded data rules of the archive: a county's staff see the archives of their office and
 * below, a grid worker those of their grids; the lists built on the archive follow it.
 */
const t = useTestApp();
let admin: Record<string, string>;
let clerk: Record<string, string>;
const asAdmin = apiCaller(t, () => admin);
const asClerk = apiCaller(t, () => clerk);

let inside: Record<string, unknown>;
let outside: Record<string, unknown>;
/** Records on the outside archive, by resource path. */
const outsideRows = new Map<string, string>();
const insideRows = new Map<string, string>();

const ON_ARCHIVE: Record<string, Record<string, unknown>> = {
  '/archive/unemployment': { registerDate: '2025-03-01', reason: '1' },
  '/archive/jobResult': {
    employer: '唐山钢铁',
    placementDate: '2025-04-01',
    employmentType: '1',
    channel: '1',
  },
  '/archive/intention': { registerDate: '2025-03-02', salaryMin: 3000 },
};
const CHILDREN: Record<string, Record<string, unknown>> = {
  '/archive/family': { relation: '1', memberName: '刘妻' },
  '/archive/skill': { skillName: '焊工' },
  '/archive/training': { course: '叉车' },
  '/archive/employment': {
    employer: '某厂',
    startDate: '2020-01-01',
    endDate: '2021-01-01',
    employmentType: '1',
  },
};

async function addOn(path: string, archiveId: unknown, body: Record<string, unknown>) {
  const res = await asAdmin('POST', `${path}/add`, { archiveId, ...body });
  expect(res.statusCode, `${path} ${res.body}`).toBe(200);
  return String(res.json().result.id);
}

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  const county = await officeOf(t.ctx, '130102');
  const user = await createUser(t.ctx, {
    username: 'arc_clerk',
    roles: ['staff'],
    orgCode: county,
  });
  clerk = withToken((await login(t.app, user.username, user.password)).token);
  inside = await addArchive(asAdmin, '钱本县', archiveIdCard('130102', '19880101', 201));
  outside = await addArchive(asAdmin, '刘外市', archiveIdCard('130202', '19880101', 202), {
    residenceRegion: '130202',
  });
  for (const [path, body] of Object.entries({ ...CHILDREN, ...ON_ARCHIVE })) {
    outsideRows.set(path, await addOn(path, outside.id, body));
    if (path in ON_ARCHIVE) insideRows.set(path, await addOn(path, inside.id, body));
  }
});

const status = (label: string, res: { statusCode: number }) => `${label}: ${res.statusCode}`;

describe('a county’s staff', () => {
  it('list the archives of their office only', async () => {
    const list = await asClerk('GET', '/archive/basic/list?pageSize=50');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().result.records.map((r: { id: string }) => r.id)).toEqual([inside.id]);
  });

  it('get 404 for an outside archive on every archive route', async () => {
    const id = String(outside.id);
    const calls: Array<[string, Promise<{ statusCode: number }>]> = [
      ['queryById', asClerk('GET', `/archive/basic/queryById?id=${id}`)],
      ['edit', asClerk('PUT', '/archive/basic/edit', { id, version: 1, realName: '改名' })],
      ['delete', asClerk('DELETE', `/archive/basic/delete?id=${id}`)],
      ['deleteBatch', asClerk('DELETE', `/archive/basic/deleteBatch?ids=${id},${inside.id}`)],
      ['related', asClerk('GET', `/archive/basic/related?archiveId=${id}`)],
      ['saveRelated', asClerk('POST', '/archive/basic/related', { archiveId: id, family: [] })],
    ];
    for (const [label, call] of calls) expect(status(label, await call)).toBe(`${label}: 404`);
    const row = await t.db
      .selectFrom('arcBasic')
      .select('realName')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.realName).toBe('刘外市');
    expect(
      await t.db.selectFrom('arcFamily').select('id').where('archiveId', '=', id).execute(),
    ).toHaveLength(1);
  });

  it('neither see nor add the related records of an outside archive', async () => {
    for (const [path, body] of Object.entries(CHILDREN)) {
      const list = await asClerk('GET', `${path}/list?archiveId=${outside.id}`);
      expect(status(path, list)).toBe(`${path}: 200`);
      expect(`${path}: ${list.json().result.total}`).toBe(`${path}: 0`);
      const add = await asClerk('POST', `${path}/add`, { archiveId: outside.id, ...body });
      expect(status(path, add)).toBe(`${path}: 404`);
      const rowId = outsideRows.get(path)!;
      const read = await asClerk('GET', `${path}/queryById?id=${rowId}`);
      expect(status(`${path} queryById`, read)).toBe(`${path} queryById: 404`);
      const edit = await asClerk('PUT', `${path}/edit`, { id: rowId, ...body });
      expect(status(`${path} edit`, edit)).toBe(`${path} edit: 404`);
      const del = await asClerk('DELETE', `${path}/delete?id=${rowId}`);
      expect(status(`${path} delete`, del)).toBe(`${path} delete: 404`);
    }
    const own = await asClerk('POST', '/archive/family/add', {
      archiveId: inside.id,
      ...CHILDREN['/archive/family'],
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('see the lists built on the archive through the archive', async () => {
    for (const [path, body] of Object.entries(ON_ARCHIVE)) {
      const list = await asClerk('GET', `${path}/list?pageSize=50`);
      expect(status(path, list)).toBe(`${path}: 200`);
      const ids = list.json().result.records.map((r: { id: string }) => r.id);
      expect(ids).toEqual([insideRows.get(path)]);
      const rowId = outsideRows.get(path)!;
      const read = await asClerk('GET', `${path}/queryById?id=${rowId}`);
      expect(status(`${path} queryById`, read)).toBe(`${path} queryById: 404`);
      const edit = await asClerk('PUT', `${path}/edit`, { id: rowId, version: 1 });
      expect(status(`${path} edit`, edit)).toBe(`${path} edit: 404`);
      const del = await asClerk('DELETE', `${path}/deleteBatch?ids=${rowId}`);
      expect(status(`${path} deleteBatch`, del)).toBe(`${path} deleteBatch: 404`);
      const add = await asClerk('POST', `${path}/add`, { archiveId: outside.id, ...body });
      // An archive outside the scope reads as missing, as it does on every other route.
      expect(status(`${path} add`, add)).toBe(`${path} add: 404`);
      expect(add.json().message).toBe('退役军人不存在');
      const inside = await asClerk('GET', `${path}/queryById?id=${insideRows.get(path)}`);
      const moved = await asClerk('PUT', `${path}/edit`, {
        ...inside.json().result,
        archiveId: outside.id,
      });
      expect(status(`${path} edit to outside`, moved)).toBe(`${path} edit to outside: 404`);
    }
    const count = await t.db
      .selectFrom('arcIntention')
      .select('id')
      .where('archiveId', '=', String(outside.id))
      .execute();
    expect(count).toHaveLength(1);
  });
});

describe('a grid worker', () => {
  it('sees the archives of their grids, and none once taken off the grid', async () => {
    const worker = await createUser(t.ctx, { username: 'arc_grid', roles: ['gridWorker'] });
    const headers = withToken((await login(t.app, worker.username, worker.password)).token);
    const grid = await asAdmin('POST', '/grid/grid/add', {
      gridName: '长安区建北网格',
      regionCode: '130102',
      workerIds: worker.id,
    });
    expect(grid.statusCode, grid.body).toBe(200);
    const gridId = String(grid.json().result.id);
    const mine = await addArchive(asAdmin, '网格内', archiveIdCard('130102', '19900101', 211), {
      gridId,
    });
    const asWorker = apiCaller(t, () => headers);

    const list = await asWorker('GET', '/archive/basic/list?pageSize=50');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().result.records.map((r: { id: string }) => r.id)).toEqual([mine.id]);
    const other = await asWorker('GET', `/archive/basic/queryById?id=${inside.id}`);
    expect(other.statusCode).toBe(404);
    const related = await asWorker('GET', `/archive/basic/related?archiveId=${inside.id}`);
    expect(related.statusCode).toBe(404);
    const own = await asWorker('GET', `/archive/basic/related?archiveId=${mine.id}`);
    expect(own.statusCode, own.body).toBe(200);

    const off = await asAdmin('PUT', '/grid/grid/edit', { id: gridId, version: 1, workerIds: '' });
    expect(off.statusCode, off.body).toBe(200);
    const after = await asWorker('GET', '/archive/basic/list?pageSize=50');
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().result.total).toBe(0);
    const gone = await asWorker('GET', `/archive/basic/queryById?id=${mine.id}`);
    expect(gone.statusCode).toBe(404);
  });
});
