import { permissionCode } from '@vets/contracts';
import { bumpPermissionVersion } from '../../src/core/auth/permission-store.js';
import { newId } from '../../src/db/ids.js';
import { createUser, type TestApp, type TestUser } from './test-app.js';

/** Resources a department's data rule binds, directly or through a parent. */
export function orgScopedDefs(t: TestApp) {
  const all = t.ctx.resources.all().map((b) => b.def);
  const byTable = new Map(all.map((d) => [d.table, d]));
  return all.filter((d) => d.orgScoped || (d.parentTable && byTable.get(d.parentTable)?.orgScoped));
}

/**
 * A role with every permission and the rule `sys_org_code = #{sys_org_code}` on every org-scoped
 * list, and a member of it in the department `orgCode`: a department's staff member.
 */
export async function createScopedClerk(
  t: TestApp,
  opts: { username: string; orgCode: string; roleId?: string },
): Promise<TestUser> {
  const roleId = opts.roleId ?? `role-${opts.username}`;
  const now = t.ctx.clock.nowText();
  await t.db
    .insertInto('sysRole')
    .values({
      id: roleId,
      roleName: '本部门',
      roleCode: opts.username,
      description: null,
      createTime: now,
    })
    .execute();
  const listCodes = new Set(
    t.ctx.resources
      .all()
      .filter((b) => b.def.orgScoped)
      .map((b) => permissionCode(b.def, 'list')),
  );
  const permissions = await t.db.selectFrom('sysPermission').select(['id', 'perms']).execute();
  for (const p of permissions) {
    const codes = (p.perms ?? '').split(',');
    let dataRuleIds: string | null = null;
    if (codes.some((c) => listCodes.has(c))) {
      dataRuleIds = newId();
      await t.db
        .insertInto('sysPermissionDataRule')
        .values({
          id: dataRuleIds,
          permissionId: p.id,
          ruleName: '本部门',
          ruleColumn: 'sysOrgCode',
          ruleConditions: '=',
          ruleValue: '#{sys_org_code}',
          status: '1',
          createBy: 'admin',
          createTime: now,
          updateBy: null,
          updateTime: null,
        })
        .execute();
    }
    await t.db
      .insertInto('sysRolePermission')
      .values({ id: newId(), roleId, permissionId: p.id, dataRuleIds })
      .execute();
  }
  await bumpPermissionVersion(t.ctx.db);
  const user = await createUser(t.ctx, {
    username: opts.username,
    roles: [],
    orgCode: opts.orgCode,
  });
  await t.db.insertInto('sysUserRole').values({ id: newId(), userId: user.id, roleId }).execute();
  return user;
}
