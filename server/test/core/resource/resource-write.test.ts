import { beforeAll, describe, expect, it } from 'vitest';
import { joinTenant } from '../../helpers/permissions.js';
import { ADMIN_PASSWORD, API, login, useTestApp, withToken } from '../../helpers/test-app.js';

const t = useTestApp();
let admin: Record<string, string>;

const add = (payload: Record<string, unknown>, headers = admin) =>
  t.app.inject({ method: 'POST', url: `${API}/sys/position/add`, headers, payload });
const edit = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `${API}/sys/position/edit`, headers: admin, payload });
const byId = (id: string) =>
  t.app.inject({ method: 'GET', url: `${API}/sys/position/queryById?id=${id}`, headers: admin });

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});

describe('resource writes', () => {
  it('adds a record with audit fields and version 1', async () => {
    const res = await add({ code: 'W001', name: '文员', postRank: '1', description: '前台' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('添加成功！');
    expect(res.json().result).toMatchObject({
      code: 'W001',
      name: '文员',
      version: 1,
      createBy: 'admin',
      postRank_dictText: '员级',
    });
    expect(res.json().result.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('validates with the definition and names the field, writing nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '缺编码', postRank: '1' }, '请输入职务编码'],
      [{ code: 'W-1', name: '坏编码', postRank: '1' }, '职务编码：请输入20位以内的英文字符和数字'],
      [{ code: 'W002', name: '坏职级', postRank: '9' }, '职级的值“9”不在可选范围内'],
      [{ code: 'W002', name: '', postRank: '1' }, '请输入职务名称'],
      [{ code: 'W002', name: 'x'.repeat(101), postRank: '1' }, '职务名称：最大长度100位字符'],
      [{ code: 'W001', name: '重复', postRank: '1' }, '职务编码“W001”已存在'],
    ];
    for (const [payload, message] of cases) {
      const res = await add(payload);
      expect({ payload, status: res.statusCode, message: res.json().message }).toEqual({
        payload,
        status: 400,
        message,
      });
    }
    const all = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/position/list`,
      headers: admin,
    });
    expect(all.json().result.total).toBe(1);
  });

  it('ignores server-managed fields sent by the client', async () => {
    const res = await add({
      code: 'W003',
      name: '保安',
      postRank: '1',
      id: 'forged',
      createBy: 'mallory',
      version: 99,
      tenantId: 5,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ createBy: 'admin', version: 1 });
    expect(res.json().result.id).not.toBe('forged');
  });

  it('edits with optimistic locking: a stale version gets 409 and changes nothing', async () => {
    const created = (await add({ code: 'W004', name: '司机', postRank: '2' })).json().result;
    const first = await edit({ id: created.id, version: 1, name: '专职司机' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toMatchObject({ name: '专职司机', version: 2, updateBy: 'admin' });

    const stale = await edit({ id: created.id, version: 1, name: '覆盖别人的修改' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('数据已被其他人修改，请刷新后重试');
    expect((await byId(created.id)).json().result.name).toBe('专职司机');

    const missingVersion = await edit({ id: created.id, name: '无版本' });
    expect(missingVersion.statusCode).toBe(400);
    const unknown = await edit({ id: 'nope', version: 1, name: 'x' });
    expect(unknown.statusCode).toBe(404);
  });

  it('checks uniqueness on edit against other records only', async () => {
    const a = (await add({ code: 'W005', name: '甲', postRank: '1' })).json().result;
    await add({ code: 'W006', name: '乙', postRank: '1' });
    expect((await edit({ id: a.id, version: 1, code: 'W005', name: '甲2' })).statusCode).toBe(200);
    const clash = await edit({ id: a.id, version: 2, code: 'W006' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toBe('职务编码“W006”已存在');
  });

  it('deletes one, and deletes a batch all or nothing', async () => {
    const ids: string[] = [];
    for (const code of ['D001', 'D002', 'D003']) {
      ids.push((await add({ code, name: code, postRank: '1' })).json().result.id);
    }
    const one = await t.app.inject({
      method: 'DELETE',
      url: `${API}/sys/position/delete?id=${ids[0]}`,
      headers: admin,
    });
    expect(one.json()).toMatchObject({ success: true, message: '删除成功!' });
    expect((await byId(ids[0]!)).statusCode).toBe(404);

    const partial = await t.app.inject({
      method: 'DELETE',
      url: `${API}/sys/position/deleteBatch?ids=${ids[1]},missing`,
      headers: admin,
    });
    expect(partial.statusCode).toBe(404);
    expect((await byId(ids[1]!)).statusCode).toBe(200);

    const batch = await t.app.inject({
      method: 'DELETE',
      url: `${API}/sys/position/deleteBatch?ids=${ids[1]},${ids[2]}`,
      headers: admin,
    });
    expect(batch.json()).toMatchObject({
      success: true,
      message: '批量删除成功!',
      result: { count: 2 },
    });
  });

  it('keeps tenants apart on read, edit and delete', async () => {
    const created = (await add({ code: 'T001', name: '租户零', postRank: '1' })).json().result;
    await joinTenant(t.ctx, 'admin', 3);
    const other = { ...admin, 'x-tenant-id': '3' };
    const read = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/position/queryById?id=${created.id}`,
      headers: other,
    });
    expect(read.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${API}/sys/position/delete?id=${created.id}`,
      headers: other,
    });
    expect(del.statusCode).toBe(404);
    expect((await byId(created.id)).statusCode).toBe(200);
  });

  it('rejects bodies that are not objects', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/position/add`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(res.statusCode).toBe(400);
  });
});
