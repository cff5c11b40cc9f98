import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  API,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

const t = useTestApp();
let admin: Record<string, string>;
let dictId: string;

const get = (url: string, headers = admin) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, headers });
const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${API}${url}`, headers: admin, payload });

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  const res = await post('/sys/dict/add', { dictName: '学历', dictCode: 'edu_test' });
  expect(res.statusCode, res.body).toBe(200);
  dictId = res.json().result.id;
  for (const [itemValue, itemText, sortOrder] of [
    ['1', '博士', 1],
    ['2', '硕士', 2],
    ['3', '本科', 3],
    ['4', '大专', 4],
  ] as const) {
    const item = await post('/sys/dictItem/add', { dictId, itemValue, itemText, sortOrder });
    expect(item.statusCode, item.body).toBe(200);
  }
});

describe('dictionaries', () => {
  it('validates the dictionary code', async () => {
    const bad = await post('/sys/dict/add', { dictName: 'x', dictCode: '1abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('字典编码：只能以字母开头，由字母、数字、下划线组成');
    const dup = await post('/sys/dict/add', { dictName: 'x', dictCode: 'edu_test' });
    expect(dup.json().message).toBe('字典编码“edu_test”已存在');
  });

  it('lists items only within a dictionary, in sort order', async () => {
    const missing = await get('/sys/dictItem/list');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('缺少参数：字典');
    const res = await get(`/sys/dictItem/list?dictId=${dictId}`);
    expect(res.json().result.records.map((r: { itemText: string }) => r.itemText)).toEqual([
      '博士',
      '硕士',
      '本科',
      '大专',
    ]);
    expect(res.json().result.records[0].status_dictText).toBe('启用');
  });

  it('keeps item values unique within their dictionary only', async () => {
    const dup = await post('/sys/dictItem/add', { dictId, itemValue: '1', itemText: '重复' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe('数据值“1”已存在');
    const other = (await post('/sys/dict/add', { dictName: '其它', dictCode: 'other_dict' })).json()
      .result;
    const ok = await post('/sys/dictItem/add', {
      dictId: other.id,
      itemValue: '1',
      itemText: '可以',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const noParent = await post('/sys/dictItem/add', { itemValue: '9', itemText: '无字典' });
    expect(noParent.statusCode).toBe(400);
    const badParent = await post('/sys/dictItem/add', {
      dictId: 'nope',
      itemValue: '9',
      itemText: 'x',
    });
    expect(badParent.statusCode).toBe(404);
    expect(badParent.json().message).toBe('字典不存在');
  });

  it('rejects a non-number where the field is an integer', async () => {
    const res = await get(`/sys/dictItem/list?dictId=${dictId}&sortOrder=abc`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('排序值的查询值必须是数字');
    const add = await post('/sys/dictItem/add', {
      dictId,
      itemValue: '8',
      itemText: 'x',
      sortOrder: 'abc',
    });
    expect(add.json().message).toBe('排序值必须是整数');
  });

  it('serves items by code, by keyword and by keys', async () => {
    const items = await get('/sys/dict/getDictItems/edu_test');
    expect(items.json().result.map((i: { text: string }) => i.text)).toEqual([
      '博士',
      '硕士',
      '本科',
      '大专',
    ]);
    const search = await get(`/sys/dict/loadDict/edu_test?keyword=${encodeURIComponent('士')}`);
    expect(search.json().result.map((i: { value: string }) => i.value)).toEqual(['1', '2']);
    const keys = await get('/sys/dict/loadDictItem/edu_test?key=3,1,9');
    expect(keys.json().result).toEqual(['本科', '博士', '9']);
    const blank = await get('/sys/dict/getDictItems/%20');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('字典Code不能为空!');
  });

  it('serves a table dictionary only over registered resources and declared fields', async () => {
    await post('/sys/position/add', { code: 'DP1', name: '字典职务', postRank: '1' });
    const ok = await get('/sys/dict/getDictItems/sys_position,name,code');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result).toContainEqual({
      value: 'DP1',
      text: '字典职务',
      title: '字典职务',
      label: '字典职务',
    });
    for (const spec of [
      'sys_user,password_hash,id',
      'sys_position,passwordHash,id',
      'sqlite_master,name,sql',
      'sys_position,name',
    ]) {
      const res = await get(`/sys/dict/getDictItems/${encodeURIComponent(spec)}`);
      expect({ spec, status: res.statusCode }).toEqual({ spec, status: 400 });
    }
    const staff = await createUser(t.ctx, { username: 'dict_staff', roles: ['staff'] });
    const token = (await login(t.app, staff.username, staff.password)).token;
    const denied = await get('/sys/dict/getDictItems/sys_position,name,code', withToken(token));
    expect(denied.statusCode).toBe(403);
  });

  it('deletes a dictionary with its items', async () => {
    const d = (await post('/sys/dict/add', { dictName: '临时', dictCode: 'tmp_dict' })).json()
      .result;
    await post('/sys/dictItem/add', { dictId: d.id, itemValue: 'a', itemText: 'A' });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${API}/sys/dict/delete?id=${d.id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
    expect((await get(`/sys/dictItem/list?dictId=${d.id}`)).json().result.total).toBe(0);
  });
});

describe('duplicate check', () => {
  const check = (params: Record<string, string>) =>
    get(`/sys/duplicate/check?${new URLSearchParams(params).toString()}`);

  it('says whether a unique value is taken', async () => {
    const taken = await check({
      tableName: 'sys_dict',
      fieldName: 'dictCode',
      fieldVal: 'edu_test',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('该值不可用，系统中已存在！');
    const free = await check({
      tableName: 'sys_dict',
      fieldName: 'dictCode',
      fieldVal: 'brand_new',
    });
    expect(free.json()).toMatchObject({ success: true, message: '该值可用！' });
    const self = await check({
      tableName: 'sys_dict',
      fieldName: 'dictCode',
      fieldVal: 'edu_test',
      dataId: dictId,
    });
    expect(self.statusCode).toBe(200);
    const inParent = await check({
      tableName: 'sys_dict_item',
      fieldName: 'itemValue',
      fieldVal: '1',
      conditionName: 'dictId',
      conditionVal: dictId,
    });
    expect(inParent.statusCode).toBe(409);
  });

  it('refuses unregistered tables, undeclared or non-unique fields', async () => {
    const attempts: Array<Record<string, string>> = [
      { tableName: 'sys_session', fieldName: 'tokenHash', fieldVal: 'x' },
      { tableName: 'sys_dict', fieldName: 'dict_code; drop table sys_dict', fieldVal: 'x' },
      { tableName: 'sys_dict', fieldName: 'dictName', fieldVal: 'x' },
      {
        tableName: 'sys_dict',
        fieldName: 'dictCode',
        fieldVal: 'x',
        conditionName: '1=1',
        conditionVal: '1',
      },
    ];
    for (const params of attempts) {
      const res = await check(params);
      expect({ params, status: res.statusCode }).toEqual({ params, status: 400 });
    }
  });
});

describe('dictionary cache calls', () => {
  it('refreshes the server cache, then serves every item including a new one', async () => {
    const admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
    const dict = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/dict/add`,
      headers: admin,
      payload: { dictName: '缓存测试', dictCode: 'cache_probe' },
    });
    expect(dict.statusCode, dict.body).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: `${API}/sys/dictItem/add`,
      headers: admin,
      payload: { dictId: dict.json().result.id, itemText: '新项', itemValue: 'n1' },
    });
    const refreshed = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/dict/refleshCache`,
      headers: admin,
    });
    expect(refreshed.json()).toMatchObject({ success: true, message: '刷新缓存完成！' });
    const all = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/dict/queryAllDictItems`,
      headers: admin,
    });
    expect(all.json().result.cache_probe).toEqual([
      expect.objectContaining({ value: 'n1', text: '新项' }),
    ]);
    expect(all.json().result.sex.length).toBeGreaterThan(0);
  });
});
