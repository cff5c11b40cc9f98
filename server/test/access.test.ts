import { describe, expect, it } from 'vitest';
import { bumpPermissionVersion } from '../src/core/auth/permission-store.js';
import {
  ADMIN_PASSWORD,
  API,
  createUser,
  login,
  useTestApp,
  withToken,
} from './helpers/test-app.js';

const t = useTestApp();

describe('access control on the server', () => {
  it('answers 401 without a session and 403 without the permission code', async () => {
    const url = `${API}/sys/log/list`;
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(401);

    const u = await createUser(t.ctx, { username: 'acc_staff', roles: ['staff'] });
    const staff = await login(t.app, u.username, u.password);
    const denied = await t.app.inject({ method: 'GET', url, headers: withToken(staff.token) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({
      success: false,
      code: 403,
      message: '没有权限访问，需要权限：system:log:list',
    });

    const admin = await login(t.app, 'admin', ADMIN_PASSWORD);
    const allowed = await t.app.inject({ method: 'GET', url, headers: withToken(admin.token) });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().result.total).toBeGreaterThan(0);
  });

  it('a granted or revoked permission takes effect at once once the version is bumped', async () => {
    const u = await createUser(t.ctx, { username: 'acc_grant', roles: ['staff'] });
    const { token } = await login(t.app, u.username, u.password);
    const call = () =>
      t.app.inject({ method: 'GET', url: `${API}/sys/log/list`, headers: withToken(token) });
    expect((await call()).statusCode).toBe(403);

    await t.ctx.db
      .insertInto('sysRolePermission')
      .values({
        id: 'grant-staff-log',
        roleId: 'role-staff',
        permissionId: 'menu-system-login-log',
      })
      .execute();
    await bumpPermissionVersion(t.ctx.db);
    expect((await call()).statusCode).toBe(200);

    await t.ctx.db.deleteFrom('sysRolePermission').where('id', '=', 'grant-staff-log').execute();
    await bumpPermissionVersion(t.ctx.db);
    expect((await call()).statusCode).toBe(403);
  });

  it('every API route declares its access, and every non-open one refuses anonymous calls', async () => {
    const table = t.app.accessTable;
    expect(table.length).toBeGreaterThan(5);
    const guarded = table.filter((r) => r.access.kind !== 'open' && r.method !== 'HEAD');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:(\w+)/g, 'x'),
      });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
    const open = table.filter((r) => r.access.kind === 'open').map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([
      'GET /api/health',
      'GET /api/sys/common/static/*',
      'GET /api/vxeSocket/:userId/:pageId',
      'HEAD /api/health',
      'HEAD /api/sys/common/static/*',
      'HEAD /api/vxeSocket/:userId/:pageId',
      'POST /api/sys/clogin',
      'POST /api/sys/login',
    ]);
  });

  it('rejects a malformed tenant header with 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/health`,
      headers: { 'x-tenant-id': 'abc' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('请求头 X-Tenant-Id 必须是非负整数');
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/sys/nothing-here` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 404 });
  });
});
