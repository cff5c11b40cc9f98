import {
  ORGANISATION_PERMISSIONS,
  permissionCode,
  roleDataScope,
  roleResource,
  userResource,
} from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bumpPermissionVersion } from '../../src/core/auth/permission-store.js';
import { newId } from '../../src/db/ids.js';
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
 * Privilege escalation: granting roles is its own permission (system:user:grantRole), nobody
 * grants or takes away a role or a permission they do not hold themselves, nobody resets the
 * password of or freezes a stronger account, and the last administrator keeps the admin role.
 * Walks every route that changes who holds which role or permission.
 */
const t = useTestApp();
let admin: Record<string, string>;
let adminId = '';

const USER = (action: 'list' | 'add' | 'edit') => permissionCode(userResource, action);
const EDITOR_CODES = [USER('list'), USER('add'), USER('edit'), 'system:user:freeze'];
const GRANTER_CODES = [
  ...EDITOR_CODES,
  'system:user:password',
  ORGANISATION_PERMISSIONS.userGrantRole,
  'system:role:authorize',
  'system:depart:authorize',
  'system:depart:role',
];

/** A role holding exactly these permission codes (one button row each). */
async function roleWith(code: string, codes: string[]): Promise<string> {
  const roleId = `role-${code}`;
  await t.db
    .insertInto('sysRole')
    .values({
      id: roleId,
      roleName: code,
      roleCode: code,
      description: null,
      createTime: t.ctx.clock.nowText(),
    })
    .execute();
  for (const perms of codes) {
    const id = newId();
    await t.db
      .insertInto('sysPermission')
      .values({
        id,
        parentId: null,
        name: perms,
        url: null,
        component: null,
        componentName: null,
        redirect: null,
        menuType: 2,
        perms,
        permsType: '1',
        sortNo: 1,
        alwaysShow: 0,
        icon: null,
        isRoute: 1,
        keepAlive: 0,
        hidden: 0,
        internalOrExternal: 0,
        status: '1',
        delFlag: 0,
        createTime: t.ctx.clock.nowText(),
        updateTime: null,
      })
      .execute();
    await t.db
      .insertInto('sysRolePermission')
      .values({ id: newId(), roleId, permissionId: id })
      .execute();
  }
  await bumpPermissionVersion(t.ctx.db);
  return roleId;
}

async function userWithRole(username: string, roleId: string) {
  const u = await createUser(t.ctx, { username, roles: [] });
  await t.db.insertInto('sysUserRole').values({ id: newId(), userId: u.id, roleId }).execute();
  await bumpPermissionVersion(t.ctx.db);
  return { ...u, headers: withToken((await login(t.app, u.username, u.password)).token) };
}

const rolesOf = async (userId: string) =>
  (await t.db.selectFrom('sysUserRole').select('roleId').where('userId', '=', userId).execute())
    .map((r) => r.roleId)
    .sort();

async function record(id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API}/sys/user/queryById?id=${id}`,
    headers: admin,
  });
  return res.json().result as Record<string, unknown>;
}

const send = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });

let editor: TestUser & { headers: Record<string, string> };
let granter: TestUser & { headers: Record<string, string> };
let smallRole = '';

beforeAll(async () => {
  const a = await login(t.app, 'admin', ADMIN_PASSWORD);
  admin = withToken(a.token);
  adminId = a.userInfo.id;
  editor = await userWithRole('rg_editor', await roleWith('rg_editor', EDITOR_CODES));
  granter = await userWithRole('rg_granter', await roleWith('rg_granter', GRANTER_CODES));
  smallRole = await roleWith('rg_small', [USER('list')]);
});

describe('user add and edit (PUT and POST) with selectedroles', () => {
  const edits = [
    ['PUT', '/sys/user/edit'],
    ['POST', '/sys/user/edit'],
  ] as const;

  it('without system:user:grantRole nobody gives roles, not even to themselves', async () => {
    for (const [method, url] of edits) {
      const self = await record(editor.id);
      const res = await send(method, url, editor.headers, { ...self, selectedroles: 'role-admin' });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe('没有分配角色的权限');
    }
    expect(await rolesOf(editor.id)).toEqual(['role-rg_editor']);

    const added = await send('POST', '/sys/user/add', editor.headers, {
      username: 'rg_newbie',
      realname: '新人',
      orgCode: 'A01',
      password: 'Passw0rd!x',
      confirmpassword: 'Passw0rd!x',
      selectedroles: smallRole,
    });
    expect(added.statusCode).toBe(403);
    const created = await t.db
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', 'rg_newbie')
      .execute();
    expect(created).toEqual([]);
  });

  it('without it nobody takes the admin role away from the administrator', async () => {
    for (const [method, url] of edits) {
      const res = await send(method, url, editor.headers, {
        ...(await record(adminId)),
        selectedroles: '',
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await rolesOf(adminId)).toEqual(['role-admin']);
  });

  it('an edit that sends the same roles back needs no grant', async () => {
    const self = await record(editor.id);
    const res = await send('PUT', '/sys/user/edit', editor.headers, {
      ...self,
      realname: '改名',
      selectedroles: 'role-rg_editor',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('with it, only roles carrying permissions the granter holds', async () => {
    const target = await createUser(t.ctx, { username: 'rg_target', roles: [] });
    const small = await send('PUT', '/sys/user/edit', granter.headers, {
      ...(await record(target.id)),
      selectedroles: smallRole,
    });
    expect(small.statusCode, small.body).toBe(200);
    expect(await rolesOf(target.id)).toEqual([smallRole]);

    for (const role of ['role-admin', 'role-staff']) {
      const res = await send('PUT', '/sys/user/edit', granter.headers, {
        ...(await record(target.id)),
        selectedroles: `${smallRole},${role}`,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(
        /^不能分配或收回角色“.+”：该角色含有您没有的权限或数据范围$/,
      );
    }
    const self = await send('PUT', '/sys/user/edit', granter.headers, {
      ...(await record(granter.id)),
      selectedroles: 'role-rg_granter,role-admin',
    });
    expect(self.statusCode).toBe(403);
    expect(await rolesOf(target.id)).toEqual([smallRole]);
    expect(await rolesOf(granter.id)).toEqual(['role-rg_granter']);
  });

  it('the last active administrator keeps the admin role', async () => {
    const res = await send('PUT', '/sys/user/edit', admin, {
      ...(await record(adminId)),
      selectedroles: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('至少需要保留一名在用的系统管理员');
    expect(await rolesOf(adminId)).toEqual(['role-admin']);

    // Two administrators removing each other's role at once leave one of them an administrator.
    const second = await createUser(t.ctx, { username: 'rg_admin2', roles: ['admin'] });
    const secondHeaders = withToken((await login(t.app, second.username, second.password)).token);
    const [a, b] = await Promise.all([
      send('PUT', '/sys/user/edit', admin, { ...(await record(second.id)), selectedroles: '' }),
      send('PUT', '/sys/user/edit', secondHeaders, {
        ...(await record(adminId)),
        selectedroles: '',
      }),
    ]);
    expect([a.statusCode, b.statusCode].filter((s) => s === 200).length).toBeLessThanOrEqual(1);
    const admins = await t.db
      .selectFrom('sysUserRole')
      .select('userId')
      .where('roleId', '=', 'role-admin')
      .execute();
    expect(admins.length).toBeGreaterThanOrEqual(1);
    // Either request may win the race; the suite goes on with `admin` an administrator again.
    if (!admins.some((a) => a.userId === adminId)) {
      await t.db
        .insertInto('sysUserRole')
        .values({ id: newId(), userId: adminId, roleId: 'role-admin' })
        .execute();
      await bumpPermissionVersion(t.ctx.db);
    }
    admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  });
});

describe('acting on a stronger account', () => {
  it('nobody resets the password of, or freezes, a user holding permissions they lack', async () => {
    const reset = await send('PUT', '/sys/user/changePassword', granter.headers, {
      username: 'admin',
      password: 'Takeover#2026',
      confirmpassword: 'Takeover#2026',
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().message).toBe('不能重置密码给拥有您所没有权限的用户');
    expect((await login(t.app, 'admin', ADMIN_PASSWORD)).token).toBeTruthy();

    const strong = await createUser(t.ctx, { username: 'rg_strong', roles: ['staff'] });
    const freeze = await send('PUT', '/sys/user/frozenBatch', editor.headers, {
      ids: strong.id,
      status: '2',
    });
    expect(freeze.statusCode).toBe(403);
    const weak = await createUser(t.ctx, { username: 'rg_weak', roles: [] });
    const ok = await send('PUT', '/sys/user/frozenBatch', editor.headers, {
      ids: weak.id,
      status: '2',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('role, department and department-role grants', () => {
  it('saveRolePermission gives or takes only permissions the caller holds', async () => {
    const beyond = await t.db
      .selectFrom('sysPermission')
      .select('id')
      .where('perms', '=', 'system:user:delete')
      .executeTakeFirstOrThrow();
    const grants = async () =>
      (
        await t.db
          .selectFrom('sysRolePermission')
          .select('permissionId')
          .where('roleId', '=', 'role-rg_granter')
          .execute()
      ).map((r) => r.permissionId);
    const before = await grants();
    const res = await send('POST', '/sys/permission/saveRolePermission', granter.headers, {
      roleId: 'role-rg_granter',
      permissionIds: [...before, beyond.id].join(','),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('不能授予或收回您自己没有的权限：system:user:delete');
    expect((await grants()).sort()).toEqual(before.sort());

    // The administrator may hand out any code, a new menu's included.
    const byAdmin = await send('POST', '/sys/permission/saveRolePermission', admin, {
      roleId: smallRole,
      permissionIds: beyond.id,
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it('saveDepartPermission, saveDeptRolePermission and deptRoleUserAdd likewise', async () => {
    const depart = await t.db
      .selectFrom('sysDepart')
      .select('id')
      .where('orgCode', '=', 'A01')
      .executeTakeFirstOrThrow();
    const beyond = await t.db
      .selectFrom('sysPermission')
      .select('id')
      .where('perms', '=', 'system:user:delete')
      .executeTakeFirstOrThrow();
    const departGrant = await send(
      'POST',
      '/sys/permission/saveDepartPermission',
      granter.headers,
      { departId: depart.id, permissionIds: beyond.id },
    );
    expect(departGrant.statusCode).toBe(403);

    // The administrator gives the office the code and a department role holding it.
    const viaAdmin = await send('POST', '/sys/permission/saveDepartPermission', admin, {
      departId: depart.id,
      permissionIds: beyond.id,
    });
    expect(viaAdmin.statusCode, viaAdmin.body).toBe(200);
    const role = await send('POST', '/sys/sysDepartRole/add', admin, {
      departId: depart.id,
      roleName: '删除用户',
      roleCode: 'rg_deleter',
    });
    expect(role.statusCode, role.body).toBe(200);
    const roleId = role.json().result.id as string;
    const roleGrant = await send(
      'POST',
      '/sys/sysDepartPermission/saveDeptRolePermission',
      granter.headers,
      { roleId, permissionIds: beyond.id },
    );
    expect(roleGrant.statusCode).toBe(403);
    const byAdmin = await send('POST', '/sys/sysDepartPermission/saveDeptRolePermission', admin, {
      roleId,
      permissionIds: beyond.id,
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);

    const toSelf = await send('POST', '/sys/sysDepartRole/deptRoleUserAdd', granter.headers, {
      departId: depart.id,
      userId: granter.id,
      newRoleId: roleId,
    });
    expect(toSelf.statusCode).toBe(403);
    const held = await t.db
      .selectFrom('sysDepartRoleUser')
      .select('id')
      .where('userId', '=', granter.id)
      .execute();
    expect(held).toEqual([]);
  });
});

describe('the data scope 全部数据', () => {
  const WIDE = roleDataScope.values.province;
  const ROLE = (action: 'list' | 'add' | 'edit') => permissionCode(roleResource, action);
  const roleRow = (id: string) =>
    t.db.selectFrom('sysRole').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  let roleEditor: TestUser & { headers: Record<string, string> };
  let ownRole = '';

  beforeAll(async () => {
    ownRole = await roleWith('rg_role_editor', [
      ...GRANTER_CODES,
      ROLE('list'),
      ROLE('add'),
      ROLE('edit'),
    ]);
    roleEditor = await userWithRole('rg_role_editor', ownRole);
  });

  it('is set or changed only by a user who has it', async () => {
    const body = { roleName: '全省角色', roleCode: 'rg_wide_new', dataScope: WIDE };
    const add = await send('POST', '/sys/role/add', roleEditor.headers, body);
    expect(add.statusCode, add.body).toBe(403);
    expect(add.json().message).toBe(
      '只有数据范围为“全部数据”的用户才能设置或修改数据范围为“全部数据”的角色',
    );
    const stored = await t.db
      .selectFrom('sysRole')
      .select('id')
      .where('roleCode', '=', 'rg_wide_new');
    expect(await stored.execute()).toEqual([]);

    const own = await roleRow(ownRole);
    const edit = await send('PUT', '/sys/role/edit', roleEditor.headers, {
      ...own,
      dataScope: WIDE,
    });
    expect(edit.statusCode, edit.body).toBe(403);
    expect((await roleRow(ownRole)).dataScope).toBe(roleDataScope.values.department);

    const narrow = { ...body, roleCode: 'rg_dept_new', dataScope: roleDataScope.values.department };
    expect((await send('POST', '/sys/role/add', roleEditor.headers, narrow)).statusCode).toBe(200);

    await t.db.updateTable('sysRole').set({ dataScope: WIDE }).where('id', '=', ownRole).execute();
    await bumpPermissionVersion(t.ctx.db);
    const wide = await send('POST', '/sys/role/add', roleEditor.headers, body);
    expect(wide.statusCode, wide.body).toBe(200);
    expect((await roleRow(String(wide.json().result.id))).dataScope).toBe(WIDE);
    await t.db
      .updateTable('sysRole')
      .set({ dataScope: roleDataScope.values.department })
      .where('id', '=', ownRole)
      .execute();
    await bumpPermissionVersion(t.ctx.db);
  });

  it('is a role nobody of a department gives, takes or acts on the holders of', async () => {
    const wideRole = await roleWith('rg_wide_small', [USER('list')]);
    await t.db.updateTable('sysRole').set({ dataScope: WIDE }).where('id', '=', wideRole).execute();
    const give = await send('PUT', '/sys/user/edit', roleEditor.headers, {
      ...(await record(editor.id)),
      selectedroles: `role-rg_editor,${wideRole}`,
    });
    expect(give.statusCode, give.body).toBe(403);
    expect(give.json().message).toBe(
      '不能分配或收回角色“rg_wide_small”：该角色含有您没有的权限或数据范围',
    );
    expect(await rolesOf(editor.id)).toEqual(['role-rg_editor']);

    const holder = await userWithRole('rg_wide_holder', wideRole);
    const freeze = await send('PUT', '/sys/user/frozenBatch', roleEditor.headers, {
      ids: holder.id,
      status: '2',
    });
    expect(freeze.statusCode, freeze.body).toBe(403);
  });
});
