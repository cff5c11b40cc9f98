import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AppContext } from '../../src/core/app-context.js';
import { bumpPermissionVersion } from '../../src/core/auth/permission-store.js';
import { newId } from '../../src/db/ids.js';
import type { SysPermissionTable } from '../../src/db/schema.js';
import { seedRoleId } from '../../src/sections/organisation/seed/roles.js';
import { API } from './test-app.js';

type TestRole = 'admin' | 'staff' | 'companyUser' | 'educationUser';

/** Inserts a menu or button row (defaults for the rest), grants it, and bumps the version. */
export async function addPermission(
  ctx: AppContext,
  row: Partial<SysPermissionTable> & { id: string; name: string; menuType: number },
  roles: TestRole[],
): Promise<void> {
  await ctx.db
    .insertInto('sysPermission')
    .values({
      parentId: null,
      url: null,
      component: null,
      componentName: null,
      redirect: null,
      perms: null,
      permsType: '1',
      sortNo: 50,
      alwaysShow: 0,
      icon: null,
      isRoute: 1,
      keepAlive: 0,
      hidden: 0,
      internalOrExternal: 0,
      status: '1',
      delFlag: 0,
      createTime: ctx.clock.nowText(),
      updateTime: null,
      ...row,
    })
    .execute();
  for (const r of roles) {
    await ctx.db
      .insertInto('sysRolePermission')
      .values({ id: newId(), roleId: seedRoleId(r), permissionId: row.id })
      .execute();
  }
  await bumpPermissionVersion(ctx.db);
}

/** Button permissions with these codes, granted to the roles. */
export async function grantCodes(
  ctx: AppContext,
  codes: string[],
  roles: TestRole[],
): Promise<void> {
  for (const code of codes) {
    await addPermission(ctx, { id: newId(), name: code, menuType: 2, perms: code }, roles);
  }
}

/** Makes `username` a member of tenant `tenantId` (created if missing). */
export async function joinTenant(ctx: AppContext, username: string, tenantId: number) {
  await ctx.db
    .insertInto('sysTenant')
    .values({ id: tenantId, name: `租户${tenantId}`, status: '1', createTime: ctx.clock.nowText() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const user = await ctx.db
    .selectFrom('sysUser')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('sysUserTenant')
    .values({ id: newId(), userId: user.id, tenantId })
    .execute();
  await bumpPermissionVersion(ctx.db);
}

/** A role holding these permission rows (menus, buttons), created directly. */
export async function createRole(
  ctx: AppContext,
  role: { id: string; name: string; permissionIds: string[] },
): Promise<void> {
  await ctx.db
    .insertInto('sysRole')
    .values({
      id: role.id,
      roleName: role.name,
      roleCode: role.id.replaceAll('-', '_'),
      description: null,
      createTime: ctx.clock.nowText(),
    })
    .execute();
  await ctx.db
    .insertInto('sysRolePermission')
    .values(
      role.permissionIds.map((permissionId) => ({ id: newId(), roleId: role.id, permissionId })),
    )
    .execute();
  await bumpPermissionVersion(ctx.db);
}

/** Adds a data rule to a menu through the API and binds it to the role. */
export async function addRoleDataRule(
  app: FastifyInstance,
  admin: Record<string, string>,
  grant: {
    roleId: string;
    permissionId: string;
    rule: { ruleName: string; ruleColumn: string; ruleConditions: string; ruleValue: string };
  },
): Promise<void> {
  const rule = await app.inject({
    method: 'POST',
    url: `${API}/sys/permission/addPermissionRule`,
    headers: admin,
    payload: { permissionId: grant.permissionId, ...grant.rule },
  });
  expect(rule.statusCode, rule.body).toBe(200);
  const saved = await app.inject({
    method: 'POST',
    url: `${API}/sys/role/datarule`,
    headers: admin,
    payload: {
      permissionId: grant.permissionId,
      roleId: grant.roleId,
      dataRuleIds: rule.json().result.id,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** Gives an existing user the role. */
export async function assignRole(ctx: AppContext, userId: string, roleId: string): Promise<void> {
  await ctx.db.insertInto('sysUserRole').values({ id: newId(), userId, roleId }).execute();
  await bumpPermissionVersion(ctx.db);
}
