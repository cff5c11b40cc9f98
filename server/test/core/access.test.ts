import { describe, expect, it } from 'vitest';
import { bumpPermissionVersion } from '../../src/core/auth/permission-store.js';
import {
  ADMIN_PASSWORD,
  API,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

const t = useTestApp();

/** Routes every signed-in user may call, whatever their roles, and why. */
const SESSION_ONLY_ROUTES: string[] = [
  // The caller's own import error report (owner-checked).
  'GET /api/sys/common/importErrors/:name',
  // Dictionary reads every form needs; table-backed specs check the resource's list permission.
  'GET /api/sys/dict/getDictItems/:dict',
  'GET /api/sys/dict/loadDict/:dict',
  'GET /api/sys/dict/loadDictItem/:dict',
  'GET /api/sys/dict/queryAllDictItems',
  'GET /api/sys/dict/loadTreeData',
  // The category tree for category selects in forms (names and codes only).
  'GET /api/sys/category/loadTreeRoot',
  'GET /api/sys/category/loadTreeChildren',
  'GET /api/sys/category/loadTreeData',
  'GET /api/sys/category/loadOne',
  'GET /api/sys/category/loadDictItem/',
  // Uniqueness of a value in a registered resource field, for forms; named check and fill rules.
  'GET /api/sys/duplicate/check',
  'GET /api/sys/checkRule/checkByCode',
  'GET /api/sys/fillRule/executeRuleByCode/:ruleCode',
  // The session itself: keys, own permissions, own departments, own login history, logout.
  'GET /api/sys/getEncryptedString',
  'GET /api/sys/log/myLoginHistory',
  // Dashboard visit counts (no personal data), and the dashboard's figures: each section's
  // figures check that section's own list permission and scope.
  'GET /api/sys/loginfo',
  'GET /api/dashboard/analysis/figures',
  // One's own announcements: the bell, the detail (recipients only), mark read, my list.
  'GET /api/sys/annountCement/listByUser',
  'GET /api/sys/annountCement/queryById',
  'PUT /api/sys/sysAnnouncementSend/editByAnntIdAndUserId',
  'POST /api/sys/sysAnnouncementSend/editByAnntIdAndUserId',
  'PUT /api/sys/sysAnnouncementSend/readAll',
  'GET /api/sys/sysAnnouncementSend/getMyAnnouncementSend',
  'GET /api/sys/visitInfo',
  'GET /api/sys/permission/getUserPermissionByToken',
  'GET /api/sys/user/getCurrentUserDeparts',
  'GET /api/sys/tenant/getCurrentUserTenant',
  'POST /api/sys/getSecretKey',
  'POST /api/sys/logout',
  // One's own third-party bindings: list, unbind, and the provider's page to bind another.
  'GET /api/sys/thirdLogin/bindings',
  'POST /api/sys/thirdLogin/unbind',
  'POST /api/sys/thirdLogin/bindUrl/:source',
  // One's own password (each path refuses the other kind of user) and current department.
  'POST /api/norm/updateUserPassWord',
  'POST /api/company/companyUser/updatePassword',
  'PUT /api/company/companyUser/changePassword',
  'POST /api/sys/selectDepart',
  // 账号设置: one's own profile (the session names the user; no input names one).
  'GET /api/accounts/settings/profile',
  'PUT /api/accounts/settings/profile',
  // Region and department trees for pickers (names and codes only).
  'GET /api/sys/sysDepart/queryById',
  'GET /api/sys/sysDepart/queryIdTree',
  'GET /api/sys/sysDepart/queryMyDeptTreeList',
  'GET /api/sys/sysDepart/queryTreeListByOrgCode',
  'GET /api/sys/sysDepart/queryTreeListByParent',
  // Uploads for any form with a file field (whitelisted types, random names).
  'POST /api/sys/common/upload',
  'POST /api/sys/oss/file/upload',
  // Names and signed addresses of uploads, only of those the caller may open.
  'POST /api/sys/common/fileLinks',
];

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

    await t.db
      .insertInto('sysRolePermission')
      .values({
        id: 'grant-staff-log',
        roleId: 'role-staff',
        permissionId: 'menu-system-login-log',
      })
      .execute();
    await bumpPermissionVersion(t.ctx.db);
    expect((await call()).statusCode).toBe(200);

    await t.db.deleteFrom('sysRolePermission').where('id', '=', 'grant-staff-log').execute();
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
      'GET /api/cas/codeLogin',
      'GET /api/health',
      'GET /api/portal/achievement/list',
      'GET /api/portal/achievement/queryById',
      'GET /api/portal/agriProduct/list',
      'GET /api/portal/agriProduct/queryById',
      'GET /api/portal/agriProject/list',
      'GET /api/portal/agriProject/queryById',
      'GET /api/portal/alliance/list',
      'GET /api/portal/alliance/queryById',
      'GET /api/portal/article/list',
      'GET /api/portal/article/queryById',
      'GET /api/portal/associationMember/list',
      'GET /api/portal/associationMember/queryById',
      'GET /api/portal/associationNews/list',
      'GET /api/portal/associationNews/queryById',
      'GET /api/portal/banner/list',
      'GET /api/portal/company/list',
      'GET /api/portal/company/queryById',
      'GET /api/portal/contest/list',
      'GET /api/portal/contest/queryById',
      'GET /api/portal/contest/signUp',
      'GET /api/portal/jobFair/list',
      'GET /api/portal/jobFair/queryById',
      'GET /api/portal/policy/list',
      'GET /api/portal/policy/queryById',
      'GET /api/portal/position/list',
      'GET /api/portal/position/queryById',
      'GET /api/portal/recruitment/home',
      'GET /api/portal/site/info',
      'GET /api/portal/transformation/list',
      'GET /api/portal/transformation/queryById',
      'GET /api/sys/common/static/*',
      'GET /api/sys/sysArea/queryIdTree',
      'GET /api/sys/thirdLogin/getLoginUser/:token/:thirdType',
      'GET /api/sys/thirdLogin/oidc/callback',
      'GET /api/sys/thirdLogin/render/:source',
      'GET /api/vxeSocket/:userId/:pageId',
      'GET /api/websocket/:userId',
      'HEAD /api/cas/codeLogin',
      'HEAD /api/health',
      'HEAD /api/portal/achievement/list',
      'HEAD /api/portal/achievement/queryById',
      'HEAD /api/portal/agriProduct/list',
      'HEAD /api/portal/agriProduct/queryById',
      'HEAD /api/portal/agriProject/list',
      'HEAD /api/portal/agriProject/queryById',
      'HEAD /api/portal/alliance/list',
      'HEAD /api/portal/alliance/queryById',
      'HEAD /api/portal/article/list',
      'HEAD /api/portal/article/queryById',
      'HEAD /api/portal/associationMember/list',
      'HEAD /api/portal/associationMember/queryById',
      'HEAD /api/portal/associationNews/list',
      'HEAD /api/portal/associationNews/queryById',
      'HEAD /api/portal/banner/list',
      'HEAD /api/portal/company/list',
      'HEAD /api/portal/company/queryById',
      'HEAD /api/portal/contest/list',
      'HEAD /api/portal/contest/queryById',
      'HEAD /api/portal/contest/signUp',
      'HEAD /api/portal/jobFair/list',
      'HEAD /api/portal/jobFair/queryById',
      'HEAD /api/portal/policy/list',
      'HEAD /api/portal/policy/queryById',
      'HEAD /api/portal/position/list',
      'HEAD /api/portal/position/queryById',
      'HEAD /api/portal/recruitment/home',
      'HEAD /api/portal/site/info',
      'HEAD /api/portal/transformation/list',
      'HEAD /api/portal/transformation/queryById',
      'HEAD /api/sys/common/static/*',
      'HEAD /api/sys/sysArea/queryIdTree',
      'HEAD /api/sys/thirdLogin/getLoginUser/:token/:thirdType',
      'HEAD /api/sys/thirdLogin/oidc/callback',
      'HEAD /api/sys/thirdLogin/render/:source',
      'HEAD /api/vxeSocket/:userId/:pageId',
      'HEAD /api/websocket/:userId',
      'POST /api/accounts/alteration/confirm',
      'POST /api/accounts/alteration/sendNew',
      'POST /api/accounts/alteration/verifyOld',
      'POST /api/company/register',
      'POST /api/sys/clogin',
      'POST /api/sys/cphoneLogin',
      'POST /api/sys/login',
      'POST /api/sys/phoneLogin',
      'POST /api/sys/sms',
      'POST /api/sys/sms/ticket',
      'POST /api/sys/thirdLogin/bindAccount',
      'POST /api/sys/user/forgotPassword',
      'POST /api/sys/vlogin',
      'POST /api/sys/vphoneLogin',
    ]);
  });

  it('route inventory: with a session lacking the permission, every guarded route answers 403', async () => {
    const u = await createUser(t.ctx, { username: 'acc_noperm', roles: [] });
    const { token } = await login(t.app, u.username, u.password);
    const guarded = t.app.accessTable.filter(
      (r) => r.access.kind === 'permission' && r.method !== 'HEAD',
    );
    expect(guarded.length).toBeGreaterThan(30);
    for (const route of guarded) {
      const code = route.access.kind === 'permission' ? route.access.code : '';
      expect(code, `${route.method} ${route.url}`).toMatch(/^[a-z]\w*(:[a-z_]\w*)+$/i);
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:(\w+)/g, 'x').replace('*', 'x'),
        headers: withToken(token),
      });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
      });
      expect(res.json().message).toBe(`没有权限访问，需要权限：${code}`);
    }
  });

  it('route inventory: routes open to any signed-in user are an explicit list', async () => {
    const sessionOnly = t.app.accessTable
      .filter((r) => r.access.kind === 'session' && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    // A new route lands here only by a decision: anything a role should not reach needs perm().
    expect(sessionOnly.sort()).toEqual([...SESSION_ONLY_ROUTES].sort());
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
