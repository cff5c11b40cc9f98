import { isStrongPassword, PASSWORD_MESSAGES } from '@vets/contracts';
import type { AppContext } from '../../../core/app-context.js';
import { hashPassword } from '../../../core/auth/passwords.js';
import { badRequest } from '../../../core/errors.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import type { Db } from '../../../db/database.js';
import { newId } from '../../../db/ids.js';
import { ADMIN_USERNAME } from '../seed/admin.js';
import { checkRoleChange } from '../services/role-grants.js';
import { freezeUsers } from '../services/user-freeze.js';
import { organisationDb } from '../tables.js';

/** The built-in administrator account; it can be neither deleted nor frozen. */
const PASSWORD_LABEL = '登录密码';
const CONFIRM_LABEL = '确认密码';

/** Ids from a comma-joined string or an array; anything else is none. */
function idList(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return [...new Set(parts.map((p) => String(p).trim()).filter((p) => p && p.length <= 32))];
}

/** A new password and its confirmation, as the add and reset forms send them. */
export function passwordProblem(
  password: unknown,
  confirm: unknown,
): Record<string, string> | undefined {
  if (typeof password !== 'string' || !password) return { [PASSWORD_LABEL]: '请输入登录密码' };
  if (!isStrongPassword(password)) return { [PASSWORD_LABEL]: PASSWORD_MESSAGES.newPattern };
  if (confirm !== undefined && confirm !== password) {
    return { [CONFIRM_LABEL]: PASSWORD_MESSAGES.confirmMismatch };
  }
  return undefined;
}

async function existingIds(db: Db, table: 'sysRole' | 'sysDepart', ids: string[]) {
  if (!ids.length) return [];
  const rows = await organisationDb(db)
    .selectFrom(table)
    .select('id')
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => r.id);
}

/** Replaces a user's roles; every id must name a role. */
async function setUserRoles(trx: Db, userId: string, roleIds: string[]): Promise<void> {
  const found = await existingIds(trx, 'sysRole', roleIds);
  if (found.length !== roleIds.length) throw badRequest('所选角色不存在');
  await trx.deleteFrom('sysUserRole').where('userId', '=', userId).execute();
  if (found.length) {
    await trx
      .insertInto('sysUserRole')
      .values(found.map((roleId) => ({ id: newId(), userId, roleId })))
      .execute();
  }
}

/**
 * Replaces a user's departments: the ones chosen, and always the one of the user's orgCode
 * (the department the user acts in).
 */
async function setUserDeparts(trx: Db, userId: string, departIds: string[]): Promise<void> {
  const user = await organisationDb(trx)
    .selectFrom('sysUser as u')
    .leftJoin('sysDepart as d', 'd.orgCode', 'u.orgCode')
    .select('d.id as departId')
    .where('u.id', '=', userId)
    .executeTakeFirst();
  const wanted = [...new Set([...departIds, ...(user?.departId ? [user.departId] : [])])];
  const found = await existingIds(trx, 'sysDepart', wanted);
  if (found.length !== wanted.length) throw badRequest('所选部门不存在');
  await organisationDb(trx).deleteFrom('sysUserDepart').where('userId', '=', userId).execute();
  if (found.length) {
    await organisationDb(trx)
      .insertInto('sysUserDepart')
      .values(found.map((depId) => ({ id: newId(), userId, depId })))
      .execute();
  }
}

/** Replaces the tenants a user belongs to besides the default one; every id must name a tenant. */
async function setUserTenants(trx: Db, userId: string, tenantIds: number[]): Promise<void> {
  const wanted = [...new Set(tenantIds.filter((id) => id !== 0))];
  const found = wanted.length
    ? await trx.selectFrom('sysTenant').select('id').where('id', 'in', wanted).execute()
    : [];
  if (found.length !== wanted.length) throw badRequest('所选租户不存在');
  await trx.deleteFrom('sysUserTenant').where('userId', '=', userId).execute();
  if (wanted.length) {
    await trx
      .insertInto('sysUserTenant')
      .values(wanted.map((tenantId) => ({ id: newId(), userId, tenantId })))
      .execute();
  }
}

/**
 * Users beside their fields: a password on add (stored as a hash), roles (`selectedroles`, a
 * change of which is a grant: see role-grants.ts), departments (`selecteddeparts`) and tenants
 * (`relTenantIds`), all comma-joined ids; the administrator account stays.
 */
export function userHooks(ctx: AppContext): ResourceHooks {
  return {
    actions: { freeze: freezeUsers(ctx) },
    // A user sees their own avatar.
    ownsRecord: ({ auth, recordId }) => recordId === auth.userId,
    check: ({ input, mode }) =>
      mode === 'edit' ? undefined : passwordProblem(input.password, input.confirmpassword),
    extraValues: async ({ input, mode }) =>
      mode === 'add' ? { passwordHash: await hashPassword(String(input.password)) } : {},
    async afterWrite({ trx, mode, ids, input, actor }) {
      if (mode === 'delete') return;
      for (const id of ids) {
        if (input && 'selectedroles' in input) {
          const roles = idList(input.selectedroles);
          await checkRoleChange(trx, ctx.dialect, actor, id, roles);
          await setUserRoles(trx, id, roles);
        }
        await setUserDeparts(trx, id, input ? idList(input.selecteddeparts) : []);
        if (input && 'relTenantIds' in input) {
          const tenants = idList(input.relTenantIds).map(Number);
          if (tenants.some((n) => !Number.isInteger(n))) throw badRequest('租户编号无效');
          await setUserTenants(trx, id, tenants);
        }
      }
    },
    async beforeDelete({ trx, ids }) {
      const admin = await trx
        .selectFrom('sysUser')
        .select('id')
        .where('id', 'in', ids)
        .where('username', '=', ADMIN_USERNAME)
        .executeTakeFirst();
      if (admin) throw badRequest('系统管理员账号不能删除');
    },
  };
}
