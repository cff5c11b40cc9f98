import { beforeAll, describe, expect, it } from 'vitest';
import { addRoleDataRule, assignRole, createRole } from '../helpers/permissions.js';
import {
  ADMIN_PASSWORD,
  API,
  createUser,
  login,
  type TestUser,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

/**
 * Signed in is not enough to list users: the user queries need a system permission and stay
 * inside the caller's scope of the user resource, and no route open to every session gives a
 * company user another user's account or phone. The data key is the session's own.
 */
const t = useTestApp();
let admin: Record<string, string>;
let company: Record<string, string>;
let clerk: Record<string, string>;
let secret: TestUser;
let female: TestUser;

const USER_MENU = 'menu-system-user';
const CLERK_ROLE = 'role-ul-clerk';
const SECRET_PHONE = '13912345678';

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, headers });

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  secret = await createUser(t.ctx, { username: 'ulsecretstaff', roles: ['staff'] });
  await t.db
    .updateTable('sysUser')
    .set({ phone: SECRET_PHONE })
    .where('id', '=', secret.id)
    .execute();
  female = await createUser(t.ctx, { username: 'ul_female', roles: [] });
  await t.db.updateTable('sysUser').set({ sex: '2' }).where('id', '=', female.id).execute();
  const c = await createUser(t.ctx, { username: 'ul_company', roles: ['companyUser'] });
  company = withToken((await login(t.app, c.username, c.password)).token);

  // A clerk who may list users, but by a data rule only women.
  await createRole(t.ctx, {
    id: CLERK_ROLE,
    name: '女性用户管理',
    permissionIds: [USER_MENU, `${USER_MENU}-b1`],
  });
  await addRoleDataRule(t.app, admin, {
    roleId: CLERK_ROLE,
    permissionId: USER_MENU,
    rule: { ruleName: '仅女性', ruleColumn: 'sex', ruleConditions: '=', ruleValue: '2' },
  });
  const k = await createUser(t.ctx, { username: 'ul_clerk', roles: [] });
  await t.db.updateTable('sysUser').set({ sex: '2' }).where('id', '=', k.id).execute();
  await assignRole(t.ctx, k.id, CLERK_ROLE);
  clerk = withToken((await login(t.app, k.username, k.password)).token);
});

describe('routes every session may call', () => {
  it("never give a company user another user's account or phone", async () => {
    const values: Record<string, string> = {
      orgCode: 'A01',
      username: secret.username,
      userid: secret.id,
      userId: secret.id,
      id: secret.id,
      keyword: 'ul',
      keyWord: 'ul',
      parentId: '',
      pageSize: '100',
    };
    const query = new URLSearchParams(values).toString();
    const leaks: string[] = [];
    const sessionRoutes = t.app.accessTable.filter(
      (r) => r.access.kind === 'session' && r.method === 'GET',
    );
    expect(sessionRoutes.length).toBeGreaterThan(10);
    for (const route of sessionRoutes) {
      const url = route.url.replace(/:[A-Za-z]+/g, 'sys_user,realname,id').replace(/\*$/, 'x');
      const res = await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers: company });
      if (res.body.includes(secret.username) || res.body.includes(SECRET_PHONE))
        leaks.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(leaks).toEqual([]);
  });
});

describe('user queries', () => {
  it('checkOnlyUser needs the permission to add users', async () => {
    for (const headers of [company, clerk]) {
      const res = await get(`/sys/user/checkOnlyUser?username=${secret.username}`, headers);
      expect(res.statusCode).toBe(403);
    }
    expect(
      (await get(`/sys/user/checkOnlyUser?username=${secret.username}`, admin)).statusCode,
    ).toBe(409);
    expect((await get('/sys/user/checkOnlyUser?username=ul_free_name', admin)).statusCode).toBe(
      200,
    );
  });

  it('getUiasUserListByOrgCode needs user:list and keeps to the own office and the scope', async () => {
    expect((await get('/norm/getUiasUserListByOrgCode?orgCode=A01', company)).statusCode).toBe(403);
    const res = await get('/norm/getUiasUserListByOrgCode?orgCode=A01', clerk);
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().result.map((u: { username: string }) => u.username);
    expect(names).toContain(female.username);
    expect(names).not.toContain(secret.username);
    expect(names).not.toContain('admin');
    expect(res.body).not.toContain(SECRET_PHONE);
  });

  it('queryUserRole and queryUserByDepId answer only within the scope', async () => {
    expect((await get(`/sys/user/queryUserRole?userid=${secret.id}`, clerk)).statusCode).toBe(404);
    expect((await get(`/sys/user/queryUserRole?userid=${female.id}`, clerk)).statusCode).toBe(200);
    expect((await get(`/sys/user/queryUserRole?userid=${secret.id}`, company)).statusCode).toBe(
      403,
    );

    const root = await t.db
      .selectFrom('sysDepart')
      .select('id')
      .where('orgCode', '=', 'A01')
      .executeTakeFirstOrThrow();
    const members = await get(`/sys/user/queryUserByDepId?id=${root.id}`, clerk);
    expect(members.statusCode).toBe(200);
    const names = members.json().result.map((u: { username: string }) => u.username);
    expect(names).toContain(female.username);
    expect(names).not.toContain(secret.username);
    expect((await get(`/sys/user/queryUserByDepId?id=${root.id}`, company)).statusCode).toBe(403);
  });
});

describe('the data key', () => {
  it("is the session's own, never the installation's", async () => {
    const installation = await t.db
      .selectFrom('sysSetting')
      .select('value')
      .where('key', '=', 'crypto.dataKey')
      .executeTakeFirstOrThrow();
    const keys = new Set<string>();
    for (const headers of [admin, company, clerk]) {
      const res = await t.app.inject({ method: 'POST', url: `${API}/sys/getSecretKey`, headers });
      expect(res.statusCode).toBe(200);
      keys.add(res.json().result);
    }
    expect(keys.size).toBe(3);
    expect(keys.has(installation.value)).toBe(false);
  });
});
