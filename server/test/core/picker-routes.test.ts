import { beforeAll, describe, expect, it } from 'vitest';
import type { DepartNode } from '../../src/sections/organisation/routes/picker-routes.js';
import { grantCodes } from '../helpers/permissions.js';
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
let staff: Record<string, string>;
let company: Record<string, string>;

const get = (url: string, headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, ...(headers ? { headers } : {}) });

async function result<T>(url: string, headers = admin): Promise<T> {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
}

interface UserRow {
  id: string;
  username: string;
  realname: string;
  phone: string | null;
  orgCode: string | null;
  orgCode_dictText: string | null;
  status: string;
}

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  const users = [
    ['pk_a1', 'A01A01'],
    ['pk_a2', 'A01A01A01'],
    ['pk_a3', 'A01A02'],
    ['pk_gone', 'A01A01'],
  ] as const;
  for (const [username, orgCode] of users) {
    const u = await createUser(t.ctx, { username, roles: ['staff'], orgCode });
    await t.db
      .updateTable('sysUser')
      .set({ phone: '13812341234', delFlag: username === 'pk_gone' ? 1 : 0 })
      .where('id', '=', u.id)
      .execute();
  }
  staff = withToken((await login(t.app, 'pk_a1', 'Passw0rd!x')).token);
  const c = await createUser(t.ctx, { username: 'pk_company', roles: ['companyUser'] });
  company = withToken((await login(t.app, c.username, c.password)).token);
});

describe('picker endpoints: access', () => {
  it.each([
    '/sys/user/list',
    '/sys/role/list',
    '/sys/sysDepart/queryTreeListByParent',
    '/sys/sysDepart/queryById?parentId=130000',
    '/norm/getUiasUserListByOrgCode?orgCode=A01',
  ])('refuses %s without a session', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });

  it.each([
    ['/sys/user/list', 'system:user:list'],
    ['/sys/role/list', 'system:role:list'],
  ])('refuses %s to a user without %s', async (url, code) => {
    const res = await get(url, company);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain(code);
  });

  it('lets staff list users and roles, and any session read departments', async () => {
    expect((await get('/sys/user/list', staff)).statusCode).toBe(200);
    expect((await get('/sys/role/list', staff)).statusCode).toBe(200);
    expect((await get('/sys/sysDepart/queryTreeListByParent', company)).statusCode).toBe(200);
  });
});

describe('GET /sys/user/list', () => {
  it('pages users matching a username, leaving out deleted ones', async () => {
    const first = await result<{ records: UserRow[]; total: number; pages: number }>(
      '/sys/user/list?username=*pk_a*&pageNo=1&pageSize=2',
    );
    expect(first).toMatchObject({ total: 3, size: 2, current: 1, pages: 2 });
    expect(first.records).toHaveLength(2);
    const second = await result<{ records: UserRow[]; current: number }>(
      '/sys/user/list?username=*pk_a*&pageNo=2&pageSize=2',
    );
    expect(second.current).toBe(2);
    expect(second.records).toHaveLength(1);
    const names = [...first.records, ...second.records].map((r) => r.username).sort();
    expect(names).toEqual(['pk_a1', 'pk_a2', 'pk_a3']);
    const gone = await result<{ total: number }>('/sys/user/list?username=pk_gone');
    expect(gone.total).toBe(0);
  });

  it('filters by real name and org code, and treats wildcards literally', async () => {
    const byName = await result<{ records: UserRow[] }>(
      `/sys/user/list?realname=${encodeURIComponent('*pk_a2*')}`,
    );
    expect(byName.records.map((r) => r.username)).toEqual(['pk_a2']);
    const byOrg = await result<{ records: UserRow[] }>('/sys/user/list?orgCode=A01A02');
    expect(byOrg.records.map((r) => r.username)).toEqual(['pk_a3']);
    const wild = await result<{ total: number }>('/sys/user/list?username=*%25*');
    expect(wild.total).toBe(0);
  });

  it('gives the picker fields with the department name and a masked phone (staff lack system:user:sensitive)', async () => {
    const { records } = await result<{ records: UserRow[] }>(
      '/sys/user/list?username=pk_a1',
      staff,
    );
    const depart = await t.db
      .selectFrom('sysDepart')
      .select('departName')
      .where('orgCode', '=', 'A01A01')
      .executeTakeFirstOrThrow();
    expect(records[0]).toMatchObject({
      username: 'pk_a1',
      realname: '测试pk_a1',
      sex: '1',
      phone: '138****1234',
      orgCode: 'A01A01',
      orgCode_dictText: depart.departName,
      status: '1',
    });
  });
});

describe('GET /sys/role/list', () => {
  it('pages roles and filters by name', async () => {
    const all = await result<{ records: Array<{ roleCode: string }>; total: number }>(
      '/sys/role/list',
    );
    expect(all.total).toBe(6);
    expect(all.records.map((r) => r.roleCode).sort()).toEqual([
      'admin',
      'companyUser',
      'educationUser',
      'gridWorker',
      'staff',
      'veteran',
    ]);
    const some = await result<{ records: unknown[] }>(
      `/sys/role/list?roleName=${encodeURIComponent('*企业*')}`,
    );
    expect(some.records).toEqual([
      expect.objectContaining({
        id: 'role-company-user',
        roleName: '企业用户',
        roleCode: 'companyUser',
      }),
    ]);
  });
});

describe('department tree', () => {
  it('gives the root office when no parent is named, then its children', async () => {
    const roots = await result<DepartNode[]>('/sys/sysDepart/queryTreeListByParent?parentId=');
    expect(roots).toHaveLength(1);
    const root = roots[0]!;
    expect(root).toMatchObject({ orgCode: 'A01', parentId: null, isLeaf: false });
    expect(root.key).toBe(root.id);
    expect(root.value).toBe(root.id);
    expect(root.title).toBe(root.departName);

    const cities = await result<DepartNode[]>(
      `/sys/sysDepart/queryTreeListByParent?parentId=${root.id}`,
    );
    expect(cities).toHaveLength(11);
    expect(cities[0]).toMatchObject({ orgCode: 'A01A01', parentId: root.id, isLeaf: false });
    expect(cities.every((c) => c.orgCode.startsWith('A01A'))).toBe(true);

    const counties = await result<DepartNode[]>(
      `/sys/sysDepart/queryTreeListByParent?parentId=${cities[0]!.id}`,
    );
    expect(counties.length).toBeGreaterThan(0);
    expect(counties.every((c) => c.isLeaf)).toBe(true);
    const none = await result<DepartNode[]>(
      `/sys/sysDepart/queryTreeListByParent?parentId=${counties[0]!.id}`,
    );
    expect(none).toEqual([]);
  });

  it('finds one department by area code or by id', async () => {
    const byArea = await result<DepartNode[]>('/sys/sysDepart/queryById?parentId=130100');
    expect(byArea).toHaveLength(1);
    expect(byArea[0]).toMatchObject({ orgCode: 'A01A01', isLeaf: false });
    const byId = await result<DepartNode[]>(`/sys/sysDepart/queryById?parentId=${byArea[0]!.id}`);
    expect(byId).toEqual(byArea);
    const byOrg = await result<DepartNode[]>('/sys/sysDepart/queryById?parentId=A01A01');
    expect(byOrg).toEqual(byArea);
    expect(await result('/sys/sysDepart/queryById?parentId=nope')).toEqual([]);
  });

  it('searches departments by name with keyWord', async () => {
    const found = await result<DepartNode[]>(
      `/sys/sysDepart/queryTreeListByParent?keyWord=${encodeURIComponent('石家庄市长安区')}`,
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ departName: '石家庄市长安区退役军人服务站', isLeaf: true });
  });
});

describe('GET /norm/getUiasUserListByOrgCode', () => {
  it('lists the users of an office and the offices below it', async () => {
    const rows = await result<UserRow[]>('/norm/getUiasUserListByOrgCode?orgCode=A01A01', staff);
    expect(rows.map((r) => r.username).sort()).toEqual(['pk_a1', 'pk_a2']);
    expect(rows[0]).toMatchObject({ phone: '138****1234' });
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['id', 'orgCode', 'orgName', 'phone', 'realname', 'sex', 'username'].sort(),
    );
  });

  it("refuses another office's users and callers without system:user:list", async () => {
    const sibling = await get('/norm/getUiasUserListByOrgCode?orgCode=A01A02', staff);
    expect(sibling.statusCode).toBe(403);
    expect(sibling.json().message).toBe('只能查看本机构及下级机构的用户');
    const byCompany = await get('/norm/getUiasUserListByOrgCode?orgCode=A01', company);
    expect(byCompany.statusCode).toBe(403);
  });

  it('needs an org code', async () => {
    expect((await get('/norm/getUiasUserListByOrgCode', admin)).statusCode).toBe(400);
  });
});

describe('phone masking', () => {
  it('shows full phones to holders of system:user:sensitive', async () => {
    await grantCodes(t.ctx, ['system:user:sensitive'], ['staff']);
    const { records } = await result<{ records: UserRow[] }>(
      '/sys/user/list?username=pk_a1',
      staff,
    );
    expect(records[0]!.phone).toBe('13812341234');
    const rows = await result<UserRow[]>('/norm/getUiasUserListByOrgCode?orgCode=A01A01A01', staff);
    expect(rows[0]!.phone).toBe('13812341234');
  });
});
