import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  type ApiMethod,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

const t = useTestApp();
let admin: Record<string, string>;

const request = apiCaller(t, () => admin);
const call = (method: ApiMethod, url: string, headers: Record<string, string>, payload?: unknown) =>
  request(method, url, payload, headers);

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  for (const [id, name] of [
    [7, '石家庄分中心'],
    [8, '唐山分中心'],
  ] as const) {
    const res = await call('POST', '/sys/tenant/add', admin, { id, name });
    expect(res.statusCode, res.body).toBe(200);
  }
});

describe('tenants', () => {
  it('refuses a tenant header the user does not belong to with 403, allows their own', async () => {
    const u = await createUser(t.ctx, { username: 'tn_clerk', roles: ['staff'] });
    const token = withToken((await login(t.app, u.username, u.password)).token);
    const me = (tenant: string) =>
      call('GET', '/sys/permission/getUserPermissionByToken', { ...token, 'x-tenant-id': tenant });

    expect((await me('0')).statusCode).toBe(200);
    const denied = await me('7');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('无权访问租户 7');

    const saved = await call('PUT', '/sys/tenant/saveUserTenants', admin, {
      userId: u.id,
      tenantIds: [7],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await me('7')).statusCode).toBe(200);
    expect((await me('8')).statusCode).toBe(403);
    const mine = await call('GET', '/sys/tenant/getCurrentUserTenant', token);
    expect(mine.json().result.map((r: { id: number }) => r.id)).toEqual([0, 7]);

    const tenant = (await call('GET', '/sys/tenant/queryById?id=7', admin)).json().result;
    const frozen = await call('PUT', '/sys/tenant/edit', admin, { ...tenant, status: '0' });
    expect(frozen.statusCode, frozen.body).toBe(200);
    expect((await me('7')).statusCode).toBe(403);
  });

  it('keeps tenant-scoped data apart', async () => {
    await call('PUT', '/sys/tenant/saveUserTenants', admin, {
      userId: (
        await t.db
          .selectFrom('sysUser')
          .select('id')
          .where('username', '=', 'admin')
          .executeTakeFirstOrThrow()
      ).id,
      tenantIds: [8],
    });
    const in8 = { ...admin, 'x-tenant-id': '8' };
    const added = await call('POST', '/sys/position/add', in8, {
      code: 'TN8',
      name: '租户八岗位',
      postRank: '1',
    });
    expect(added.statusCode, added.body).toBe(200);
    const list8 = await call('GET', '/sys/position/list?code=TN8', in8);
    expect(list8.json().result.total).toBe(1);
    const list0 = await call('GET', '/sys/position/list?code=TN8', admin);
    expect(list0.json().result.total).toBe(0);
  });

  it('sets a user’s tenants through the user form', async () => {
    const added = await call('POST', '/sys/user/add', admin, {
      username: 'tn_formuser',
      realname: '租户用户',
      orgCode: 'A01',
      password: 'Tenant#2026pw',
      confirmpassword: 'Tenant#2026pw',
      relTenantIds: '8',
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().result.id;
    const tenants = await call('GET', `/sys/tenant/queryUserTenants?userId=${id}`, admin);
    expect(tenants.json().result).toEqual([8]);
    const bad = await call('PUT', '/sys/user/edit', admin, {
      ...added.json().result,
      relTenantIds: '99',
    });
    expect(bad.json().message).toBe('所选租户不存在');
  });

  it('validates tenants and protects the default one', async () => {
    const dup = await call('POST', '/sys/tenant/add', admin, { id: 7, name: '重复' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe('租户编号“7”已存在');
    const bad = await call('POST', '/sys/tenant/add', admin, { id: 0, name: '零' });
    expect(bad.statusCode).toBe(400);
    const del0 = await call('DELETE', '/sys/tenant/delete?id=0', admin);
    expect(del0.json().message).toBe('默认租户不能删除');
    const u = await createUser(t.ctx, { username: 'tn_staff', roles: ['staff'] });
    const staff = withToken((await login(t.app, u.username, u.password)).token);
    expect((await call('GET', '/sys/tenant/list', staff)).statusCode).toBe(403);
  });
});
