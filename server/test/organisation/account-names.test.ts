import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/db/ids.js';
import { up as renamePhoneUsernames } from '../../src/sections/organisation/migrations/0034-account-usernames.js';
import { createRole } from '../helpers/permissions.js';
import { controlClock, postFrom, smsCode } from '../helpers/sms.js';
import {
  ADMIN_PASSWORD,
  API,
  createUser,
  login,
  type TestUser,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';
import { readSheet } from '../helpers/workbook.js';

/**
 * Usernames that are phone numbers (company and veteran accounts used to be named by their phone)
 * are personal data: a member of staff without `system:user:sensitive` sees them masked on every
 * route that returns other users' usernames, and cannot filter by what would find one. New
 * self-registered accounts are named otherwise and still sign in by phone; 0034 renames the old.
 */
const t = useTestApp();
let clock: ReturnType<typeof controlClock>;

/** A staff account an administrator named by its phone: masking is all that protects it. */
const STAFF_PHONE = '13722221234';
const STAFF_MASKED = '137****1234';
let phoneNamed: TestUser;
let viewer: Record<string, string>;
let admin: Record<string, string>;

const get = (url: string, headers = viewer) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, headers });

/** Every phone of the file's phone-named accounts that a body shows in clear. */
const clearPhones = (body: string) => [STAFF_PHONE].filter((p) => body.includes(p));

beforeAll(async () => {
  clock = controlClock(t, Date.now());
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  phoneNamed = await createUser(t.ctx, { username: STAFF_PHONE, roles: ['staff'] });
  await t.db
    .updateTable('sysUser')
    .set({ phone: STAFF_PHONE, realname: '手机名员工' })
    .where('id', '=', phoneNamed.id)
    .execute();
  // Staff holding every permission there is, except the sensitive ones.
  const perms = await t.db.selectFrom('sysPermission').select(['id', 'perms']).execute();
  await createRole(t.ctx, {
    id: 'role-an-viewer',
    name: '无敏感权限的全权限',
    permissionIds: perms.filter((p) => !p.perms?.endsWith(':sensitive')).map((p) => p.id),
  });
  const v = await createUser(t.ctx, { username: 'an_viewer', roles: ['staff'] });
  await t.db
    .insertInto('sysUserRole')
    .values({ id: newId(), userId: v.id, roleId: 'role-an-viewer' })
    .execute();
  viewer = withToken((await login(t.app, v.username, v.password)).token);
});

async function reportId(): Promise<string> {
  const res = await get('/online/cgreport/api/getRpColumns/report_user');
  return String(res.json().result.cgRpConfigId);
}

describe('routes that return other users’ usernames', () => {
  it('show a phone-number username masked to staff without the sensitive permission', async () => {
    const depart = await t.db
      .selectFrom('sysDepart')
      .select('id')
      .where('orgCode', '=', 'A01')
      .executeTakeFirstOrThrow();
    const urls = [
      '/sys/user/list?pageSize=200',
      `/sys/user/queryById?id=${phoneNamed.id}`,
      `/sys/user/queryUserByDepId?id=${depart.id}`,
      `/online/cgreport/api/getData/${await reportId()}?pageSize=200`,
      '/sys/dict/getDictItems/sys_user,realname,username',
      '/sys/dict/loadDict/sys_user,realname,username?keyword=手机名',
      '/norm/getUiasUserListByOrgCode?orgCode=A01',
    ];
    const found: string[] = [];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200);
      if (clearPhones(res.body).length) found.push(`${url}: in clear`);
      if (!res.body.includes(STAFF_MASKED)) found.push(`${url}: not listed`);
    }
    expect(found).toEqual([]);

    const exported = await get('/sys/user/exportXls');
    expect(exported.statusCode).toBe(200);
    const sheet = await readSheet(exported.rawPayload);
    const cells = sheet.rows.flat().map(String).join('|');
    expect(cells).toContain(STAFF_MASKED);
    expect(clearPhones(cells)).toEqual([]);
  });

  it('show it in clear to holders of the sensitive permission', async () => {
    const res = await get('/sys/user/list?pageSize=200', admin);
    expect(res.body).toContain(`"username":"${STAFF_PHONE}"`);
  });

  it('never show it in clear, on every GET route the staff member may call', async () => {
    const query = new URLSearchParams({
      orgCode: 'A01',
      id: phoneNamed.id,
      userid: phoneNamed.id,
      userId: phoneNamed.id,
      keyword: '手机名',
      keyWord: '手机名',
      pageSize: '200',
    }).toString();
    const leaks: string[] = [];
    const routes = t.app.accessTable.filter((r) => r.method === 'GET' && r.access.kind !== 'open');
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      const url = route.url
        .replace(/:(dict|code)\b/g, 'sys_user,realname,username')
        .replace(/:[A-Za-z]+/g, phoneNamed.id)
        .replace(/\*$/, 'x');
      const res = await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers: viewer });
      if (clearPhones(res.body).length) leaks.push(`${route.url} → ${res.statusCode}`);
    }
    expect(leaks).toEqual([]);
  });
});

describe('filtering by username without the sensitive permission', () => {
  const superQuery = (rule: string, val: string) =>
    `superQueryParams=${encodeURIComponent(JSON.stringify([{ field: 'username', rule, val }]))}`;

  it('refuses what would find a phone number, and allows the rest', async () => {
    const refused = [
      '/sys/user/list?username=1372222*',
      '/sys/user/list?username=*2222*',
      '/sys/user/list?username=*1234',
      `/sys/user/list?username=${STAFF_PHONE}`,
      `/sys/user/list?username=!${STAFF_PHONE}`,
      `/sys/user/list?username=a,${STAFF_PHONE}`,
      '/sys/user/list?username=>=137',
      '/sys/user/list?username_begin=137',
      `/sys/user/list?${superQuery('like', '2222')}`,
      `/sys/user/list?${superQuery('eq', STAFF_PHONE)}`,
      `/sys/user/list?${superQuery('gt', '13722220000')}`,
      `/sys/user/exportXls?username=1372222*`,
      `/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=${STAFF_PHONE}`,
      `/sys/user/checkOnlyUser?username=${STAFF_PHONE}`,
      `/sys/dict/loadDictItem/sys_user,realname,username?key=${STAFF_PHONE}`,
      `/online/cgreport/api/getData/${await reportId()}?username=1372222`,
      `/online/cgreport/api/getData/${await reportId()}?self_username=${STAFF_PHONE}`,
    ];
    const wrong: string[] = [];
    for (const url of refused) {
      const res = await get(url);
      if (res.statusCode !== 403) wrong.push(`${url} → ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);

    for (const url of [
      '/sys/user/list?username=*viewer*',
      '/sys/user/list?username=an_viewer',
      '/sys/user/list?username=*r0*',
      `/sys/user/list?${superQuery('like', 'view')}`,
      '/sys/user/list?column=username&order=asc',
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('is free to holders of the sensitive permission', async () => {
    const res = await get('/sys/user/list?username=1372222*', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.records.map((r: { id: string }) => r.id)).toEqual([phoneNamed.id]);
  });
});

describe('self-registered accounts', () => {
  const credit = '91130100MA0RJ0001' as const;

  it('are named otherwise than by the phone, and sign in by phone', async () => {
    const { creditCodeCheckChar } = await import('@vets/contracts');
    const mobile = '13911112222';
    const captcha = await smsCode(t, clock, mobile, '1');
    const registered = await postFrom(t, '/company/register', {
      mobile,
      captcha,
      password: 'Comp#2026pass',
      confirmpassword: 'Comp#2026pass',
      companyName: '手机名测试企业有限公司',
      creditCode: credit + creditCodeCheckChar(credit),
      regionCode: '130102',
      contactName: '周经理',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    for (const url of ['/sys/clogin', '/sys/login']) {
      const res = await postFrom(t, url, { username: mobile, password: 'Comp#2026pass' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result.userInfo.username).toMatch(/^qy[a-z0-9]{10}$/);
    }

    const veteran = '13911113333';
    const code = await smsCode(t, clock, veteran, '3');
    const opened = await postFrom(t, '/sys/vphoneLogin', { mobile: veteran, captcha: code });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().result.userInfo.username).toMatch(/^vt[a-z0-9]{10}$/);
  });
});

describe('0034: accounts named by their phone', () => {
  /** An account as the old code made it: its username the phone it is bound to. */
  async function legacy(phone: string, roles: Parameters<typeof createUser>[1]['roles']) {
    const u = await createUser(t.ctx, { username: phone, roles });
    await t.db
      .updateTable('sysUser')
      .set({ phone, createBy: phone, updateBy: phone })
      .where('id', '=', u.id)
      .execute();
    return u;
  }

  it('get generated usernames, keep signing in by phone, and their records follow', async () => {
    const company = await legacy('13944440001', ['companyUser']);
    const veteran = await legacy('13944440002', ['veteran']);
    const shared = await legacy('13944440003', ['companyUser']);
    const other = await createUser(t.ctx, { username: 'an_sharer', roles: ['staff'] });
    await t.db
      .updateTable('sysUser')
      .set({ phone: '13944440003' })
      .where('id', '=', other.id)
      .execute();
    await t.db.updateTable('sysRole').set({ updateBy: '13944440001' }).execute();

    await renamePhoneUsernames(t.ctx.db as never);

    const names = await t.db
      .selectFrom('sysUser')
      .select(['id', 'username', 'createBy', 'updateBy'])
      .where('id', 'in', [company.id, veteran.id, shared.id, phoneNamed.id])
      .execute();
    const byId = new Map(names.map((n) => [n.id, n]));
    const renamed = byId.get(company.id)!;
    expect(renamed.username).toMatch(/^qy[a-z0-9]{10}$/);
    expect(renamed.createBy).toBe(renamed.username);
    expect(byId.get(veteran.id)?.username).toMatch(/^vt[a-z0-9]{10}$/);
    // A phone two accounts share would sign in to neither: that account keeps its name.
    expect(byId.get(shared.id)?.username).toBe('13944440003');
    // Staff chose their own names; masking covers them.
    expect(byId.get(phoneNamed.id)?.username).toBe(STAFF_PHONE);
    const roles = await t.db.selectFrom('sysRole').select('updateBy').execute();
    expect(roles.every((r) => r.updateBy === renamed.username)).toBe(true);

    const signIn = await postFrom(t, '/sys/clogin', {
      username: '13944440001',
      password: company.password,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().result.userInfo.id).toBe(company.id);
  });
});
