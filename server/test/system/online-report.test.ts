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
let reportId: string;

const get = (url: string, headers = admin) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, headers });

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  for (const [username, sex] of [
    ['rpt_zhang', '1'],
    ['rpt_li', '2'],
  ] as const) {
    const u = await createUser(t.ctx, { username, roles: ['staff'] });
    await t.db
      .updateTable('sysUser')
      .set({ sex, phone: '13812345678' })
      .where('id', '=', u.id)
      .execute();
  }
});

describe('online report API', () => {
  it('gives the shown columns and dictionary options of a report by code', async () => {
    const res = await get('/online/cgreport/api/getRpColumns/report_user');
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().result;
    reportId = r.cgRpConfigId;
    expect(r.cgRpConfigName).toBe('用户选择');
    expect(r.columns.map((c: { dataIndex: string }) => c.dataIndex)).toEqual([
      'username',
      'realname',
      'sex',
      'phone',
      'orgName',
      'createTime',
    ]);
    expect(r.dictOptions.sex).toContainEqual({ value: '2', text: '女', label: '女', title: '女' });
    expect((await get('/online/cgreport/api/getRpColumns/nope')).statusCode).toBe(404);
  });

  it('lists query items with their mode and hidden flag, never a personal column', async () => {
    const res = await get(`/online/cgreport/api/getQueryInfo/${reportId}`);
    expect(res.json().result).toEqual([
      { field: 'username', label: '用户账号', type: 'String', mode: 'single', hidden: '0' },
      { field: 'realname', label: '用户姓名', type: 'String', mode: 'single', hidden: '0' },
      { field: 'sex', label: '性别', type: 'String', mode: 'single', hidden: '1', dictCode: 'sex' },
      { field: 'createTime', label: '创建时间', type: 'Datetime', mode: 'group', hidden: '1' },
    ]);
  });

  it('pages filtered data with dictionary texts and masked phones', async () => {
    const res = await get(
      `/online/cgreport/api/getData/${reportId}?pageNo=1&pageSize=10&username=rpt_&sex=2`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { total, records } = res.json().result;
    expect(total).toBe(1);
    expect(records[0]).toMatchObject({
      username: 'rpt_li',
      sex_dictText: '女',
      phone: '138****5678',
    });
    const self = await get(`/online/cgreport/api/getData/${reportId}?self_username=rpt_zhang`);
    expect(self.json().result.records.map((r: { username: string }) => r.username)).toEqual([
      'rpt_zhang',
    ]);
    const range = await get(
      `/online/cgreport/api/getData/${reportId}?username=rpt_&createTime_begin=2000-01-01&createTime_end=2999-01-01&column=username&order=asc`,
    );
    expect(range.json().result.records.map((r: { username: string }) => r.username)).toEqual([
      'rpt_li',
      'rpt_zhang',
    ]);
  });

  it('answers 400 to report parameters that are not report fields', async () => {
    for (const q of [
      'passwordHash=x',
      'column=password_hash',
      'order=asc;drop',
      'self_passwordHash=1',
      "username') or ('1'='1=x",
    ]) {
      const res = await get(`/online/cgreport/api/getData/${reportId}?${q}`);
      expect({ q, status: res.statusCode }).toEqual({ q, status: 400 });
    }
  });

  it('requires the report query permission', async () => {
    const company = await createUser(t.ctx, { username: 'rpt_company', roles: ['companyUser'] });
    const token = (await login(t.app, company.username, company.password)).token;
    expect(
      (await get('/online/cgreport/api/getRpColumns/report_user', withToken(token))).statusCode,
    ).toBe(403);
  });
});

describe('online report configuration', () => {
  it('accepts only registered views and their columns', async () => {
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `${API}${url}`, headers: admin, payload });
    const bad = await post('/online/cgreport/head/add', {
      code: 'r1',
      name: '坏视图',
      source: 'sys_user',
    });
    expect(bad.statusCode).toBe(400);
    const head = await post('/online/cgreport/head/add', {
      code: 'r2',
      name: '部门',
      source: 'v_report_depart',
    });
    expect(head.statusCode, head.body).toBe(200);
    const headId = head.json().result.id;
    const badItem = await post('/online/cgreport/item/add', {
      cgrheadId: headId,
      fieldName: 'passwordHash',
      fieldTxt: '密码',
    });
    expect(badItem.statusCode).toBe(400);
    expect(badItem.json().message).toBe('字段名：数据视图中没有字段 passwordHash');
    const item = await post('/online/cgreport/item/add', {
      cgrheadId: headId,
      fieldName: 'departName',
      fieldTxt: '部门名称',
      isSearch: 'Y',
    });
    expect(item.statusCode, item.body).toBe(200);

    const columns = await get('/online/cgreport/api/getRpColumns/r2');
    expect(columns.json().result.columns).toEqual([
      { title: '部门名称', dataIndex: 'departName', fieldType: 'String' },
    ]);
    const data = await get(
      `/online/cgreport/api/getData/${headId}?departName=${encodeURIComponent('石家庄')}`,
    );
    expect(data.json().result.total).toBeGreaterThan(0);
  });
});
