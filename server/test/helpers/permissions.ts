import type { AppContext } from '../../src/core/app-context.js';
import { bumpPermissionVersion } from '../../src/core/auth/permission-store.js';
import { newId } from '../../src/db/ids.js';
import type { SysPermissionTable } from '../../src/db/schema.js';
import { seedRoleId } from '../../src/sections/system/seed/roles.js';

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
