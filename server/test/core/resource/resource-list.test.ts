import { beforeAll, describe, expect, it } from 'vitest';
import { joinTenant } from '../../helpers/permissions.js';
import {
  ADMIN_PASSWORD,
  API,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../../helpers/test-app.js';

const t = useTestApp();
let admin: Record<string, string>;

async function list(params: Record<string, string>, headers = admin) {
  const qs = new URLSearchParams(params).toString();
  return t.app.inject({ method: 'GET', url: `${API}/sys/position/list?${qs}`, headers });
}
async function codes(params: Record<string, string>): Promise<string[]> {
  const res = await list({ pageSize: '100', column: 'code', order: 'asc', ...params });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.records.map((r: { code: string }) => r.code);
}
const superQuery = (conditions: unknown[], matchType = 'and') => ({
  superQueryParams: encodeURIComponent(JSON.stringify(conditions)),
  superQueryMatchType: matchType,
});

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  const rows = [
    ['P001', '开发工程师', '3'],
    ['P002', '测试工程师', '2'],
    ['P003', '产品经理', '4'],
    ['P004', '开发组长', '5'],
    ['Q100', '100%完成专员', '1'],
  ];
  for (const [code, name, postRank] of rows) {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/position/add`,
      headers: admin,
      payload: { code, name, postRank },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});

describe('resource list', () => {
  it('pages with records, total, size, current and pages, newest first by default', async () => {
    const res = await list({ pageNo: '2', pageSize: '2' });
    expect(res.statusCode).toBe(200);
    const page = res.json().result;
    expect(page).toMatchObject({ total: 5, size: 2, current: 2, pages: 3 });
    expect(page.records.map((r: { code: string }) => r.code)).toEqual(['P003', 'P002']);
  });

  it('adds the dictionary text of dictionary fields', async () => {
    const res = await list({ code: 'P003' });
    expect(res.json().result.records[0]).toMatchObject({
      postRank: '4',
      postRank_dictText: '副高级',
    });
  });

  it('applies the field conventions: equal, *v*, v*, *v, !v, comparisons, IN and ranges', async () => {
    expect(await codes({ name: '开发' })).toEqual([]);
    expect(await codes({ name: '开发组长' })).toEqual(['P004']);
    expect(await codes({ name: '*开发*' })).toEqual(['P001', 'P004']);
    expect(await codes({ code: '*00*' })).toEqual(['P001', 'P002', 'P003', 'P004', 'Q100']);
    expect(await codes({ code: 'P00*' })).toEqual(['P001', 'P002', 'P003', 'P004']);
    expect(await codes({ name: '*工程师' })).toEqual(['P001', 'P002']);
    expect(await codes({ postRank: '!3' })).toEqual(['P002', 'P003', 'P004', 'Q100']);
    expect(await codes({ postRank: '>=4' })).toEqual(['P003', 'P004']);
    expect(await codes({ postRank: '<2' })).toEqual(['Q100']);
    expect(await codes({ postRank: '1,5' })).toEqual(['P004', 'Q100']);
    expect(
      await codes({ createTime_begin: '2000-01-01', createTime_end: '2999-12-31' }),
    ).toHaveLength(5);
    expect(await codes({ createTime_end: '2000-01-01' })).toEqual([]);
  });

  it('matches LIKE wildcards in values literally', async () => {
    expect(await codes({ name: '*100%*' })).toEqual(['Q100']);
    expect(await codes({ name: '*_*' })).toEqual([]);
  });

  it('applies every superQuery rule with and/or matching', async () => {
    const cases: Array<[unknown[], string, string[]]> = [
      [[{ field: 'code', rule: 'eq', val: 'P002' }], 'and', ['P002']],
      [[{ field: 'name', rule: 'like', val: '工程' }], 'and', ['P001', 'P002']],
      [[{ field: 'code', rule: 'right_like', val: 'Q' }], 'and', ['Q100']],
      [[{ field: 'name', rule: 'left_like', val: '经理' }], 'and', ['P003']],
      [[{ field: 'code', rule: 'in', val: 'P001,P003' }], 'and', ['P001', 'P003']],
      [[{ field: 'code', rule: 'ne', val: 'P001' }], 'and', ['P002', 'P003', 'P004', 'Q100']],
      [[{ field: 'postRank', rule: 'gt', val: '4' }], 'and', ['P004']],
      [[{ field: 'postRank', rule: 'ge', val: '4' }], 'and', ['P003', 'P004']],
      [[{ field: 'postRank', rule: 'lt', val: '2' }], 'and', ['Q100']],
      [[{ field: 'postRank', rule: 'le', val: '2' }], 'and', ['P002', 'Q100']],
      [
        [
          { field: 'code', rule: 'eq', val: 'P001' },
          { field: 'code', rule: 'eq', val: 'P002' },
        ],
        'or',
        ['P001', 'P002'],
      ],
      [
        [
          { field: 'name', rule: 'like', val: '开发' },
          { field: 'postRank', rule: 'eq', val: '5' },
        ],
        'and',
        ['P004'],
      ],
    ];
    for (const [conditions, matchType, expected] of cases) {
      expect({ conditions, got: await codes(superQuery(conditions, matchType)) }).toEqual({
        conditions,
        got: expected,
      });
    }
  });

  it('combines plain filters with the superQuery', async () => {
    const got = await codes({
      name: '*开发*',
      ...superQuery([{ field: 'postRank', rule: 'ge', val: '4' }]),
    });
    expect(got).toEqual(['P004']);
  });

  it('sorts by sortable fields only', async () => {
    expect(await codes({ column: 'code', order: 'desc' })).toEqual([
      'Q100',
      'P004',
      'P003',
      'P002',
      'P001',
    ]);
    const res = await list({ column: 'name', order: 'asc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('不支持按该字段排序：name');
  });

  it('limits returned fields to the field parameter', async () => {
    const res = await list({ field: 'id,code', code: 'P001' });
    const record = res.json().result.records[0];
    expect(record.code).toBe('P001');
    expect(record.name).toBeUndefined();
  });

  it('answers 400, never SQL, to injection through every name-bearing parameter', async () => {
    const attempts: Array<Record<string, string>> = [
      { column: 'code; drop table sys_position' },
      { column: 'password_hash' },
      { order: 'desc; --' },
      { field: 'id,password_hash' },
      { field: 'code,(select 1)' },
      { "code' OR '1'='1": 'x' },
      { passwordHash: 'x' },
      { 'name_begin) or (1=1': 'x' },
      superQuery([{ field: '1=1 or code', rule: 'eq', val: 'x' }]),
      superQuery([{ field: 'code', rule: 'exists', val: 'x' }]),
      superQuery([{ field: 'code', rule: 'eq', val: 'x' }], 'or 1=1'),
      { superQueryParams: 'not json' },
      { superQueryParams: '{"field":"code"}' },
    ];
    for (const params of attempts) {
      const res = await list(params);
      expect({ params, status: res.statusCode }).toEqual({ params, status: 400 });
      expect(res.json().success).toBe(false);
    }
    expect(await codes({})).toHaveLength(5);
  });

  it('requires the list permission', async () => {
    const staff = await createUser(t.ctx, { username: 'list_staff', roles: ['staff'] });
    const token = (await login(t.app, staff.username, staff.password)).token;
    const res = await list({}, withToken(token));
    expect(res.statusCode).toBe(403);
  });

  it('scopes records to the request tenant', async () => {
    await joinTenant(t.ctx, 'admin', 7);
    const other = { ...admin, 'x-tenant-id': '7' };
    expect((await list({}, other)).json().result.total).toBe(0);
    const add = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/position/add`,
      headers: other,
      payload: { code: 'P001', name: '租户七的职务', postRank: '1' },
    });
    expect(add.statusCode, add.body).toBe(200);
    expect((await list({}, other)).json().result.total).toBe(1);
    expect((await list({})).json().result.total).toBe(5);
  });
});
