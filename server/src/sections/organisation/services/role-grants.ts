import { ORGANISATION_PERMISSIONS, ROLE_ADMIN, roleDataScope, userStatus } from '@vets/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { isAdministrator } from '../../../core/auth/administrator.js';
import { badRequest, forbidden } from '../../../core/errors.js';
import type { Actor } from '../../../core/resource/actor.js';
import type { Db, DialectName } from '../../../db/database.js';

export const GRANT_MESSAGES = {
  noGrantPermission: '没有分配角色的权限',
  beyondOwn: (roleName: string) =>
    `不能分配或收回角色“${roleName}”：该角色含有您没有的权限或数据范围`,
  provinceOnly: '只有数据范围为“全部数据”的用户才能设置或修改数据范围为“全部数据”的角色',
  outranked: (what: string) => `不能${what}拥有您所没有权限的用户`,
  lastAdmin: '至少需要保留一名在用的系统管理员',
  permissionBeyond: (code: string) => `不能授予或收回您自己没有的权限：${code}`,
} as const;

/**
 * What a user may grant: the codes they hold, or everything for an administrator (the admin
 * role), who alone can hand out a code nobody holds yet (a new menu's button); and the data
 * scope 全部数据 only if one of their roles has it.
 */
export interface GrantPower {
  all: boolean;
  provinceWide: boolean;
  codes: ReadonlySet<string>;
}

const mayGrant = (power: GrantPower, code: string) => power.all || power.codes.has(code);

export async function grantPowerOf(
  db: Db,
  actor: Pick<Actor, 'userId' | 'permissions'>,
): Promise<GrantPower> {
  const all = await isAdministrator(db, actor.userId);
  const provinceWide = all || (await holdsProvinceWideRole(db, actor.userId));
  return { all, provinceWide, codes: actor.permissions };
}

async function holdsProvinceWideRole(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
    .select('r.id')
    .where('ur.userId', '=', userId)
    .where('r.dataScope', '=', roleDataScope.values.province)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A role whose data scope is or becomes 全部数据 is set only by a user who has that scope, so that
 * no department's staff widen their own reach through a role they may edit.
 */
export async function requireDataScopePower(
  db: Db,
  actor: Actor,
  scopes: readonly unknown[],
): Promise<void> {
  if (!scopes.includes(roleDataScope.values.province)) return;
  if (!(await grantPowerOf(db, actor)).provinceWide) throw forbidden(GRANT_MESSAGES.provinceOnly);
}

/** What the caller of a route may grant. */
export async function heldPermissions(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<GrantPower> {
  const auth = requireAuth(request);
  const { codes } = await ctx.permissions.forUser(auth.userId, auth.permissionVersion);
  return grantPowerOf(ctx.db, { userId: auth.userId, permissions: codes });
}

/** The permission codes each role grants, by role id (active rows only). */
async function roleCodes(db: Db, roleIds: string[]): Promise<Map<string, Set<string>>> {
  const byRole = new Map<string, Set<string>>(roleIds.map((id) => [id, new Set<string>()]));
  if (!roleIds.length) return byRole;
  const rows = await db
    .selectFrom('sysRolePermission as rp')
    .innerJoin('sysPermission as p', 'p.id', 'rp.permissionId')
    .select(['rp.roleId', 'p.perms'])
    .where('rp.roleId', 'in', roleIds)
    .where('p.delFlag', '=', 0)
    .where('p.status', '=', '1')
    .execute();
  for (const r of rows) {
    for (const code of (r.perms ?? '').split(',')) {
      if (code.trim()) byRole.get(r.roleId)?.add(code.trim());
    }
  }
  return byRole;
}

async function rolesOfUsers(db: Db, userIds: string[]): Promise<string[]> {
  if (!userIds.length) return [];
  const rows = await db
    .selectFrom('sysUserRole')
    .select('roleId')
    .distinct()
    .where('userId', 'in', userIds)
    .execute();
  return rows.map((r) => r.roleId);
}

async function provinceWideRoles(db: Db, roleIds: string[]): Promise<Set<string>> {
  if (!roleIds.length) return new Set();
  const rows = await db
    .selectFrom('sysRole')
    .select('id')
    .where('id', 'in', roleIds)
    .where('dataScope', '=', roleDataScope.values.province)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Roles among `roleIds` that carry a permission or the data scope the actor lacks, by name. */
async function rolesBeyond(db: Db, power: GrantPower, roleIds: string[]): Promise<string[]> {
  if (power.all) return [];
  const codes = await roleCodes(db, roleIds);
  const wide = power.provinceWide ? new Set<string>() : await provinceWideRoles(db, roleIds);
  const beyond = [...codes].filter(
    ([id, set]) => wide.has(id) || [...set].some((c) => !mayGrant(power, c)),
  );
  if (!beyond.length) return [];
  const names = await db
    .selectFrom('sysRole')
    .select(['id', 'roleName'])
    .where(
      'id',
      'in',
      beyond.map(([id]) => id),
    )
    .execute();
  return names.map((r) => r.roleName);
}

/**
 * Refuses to act on users who hold a role carrying a permission the actor lacks (resetting the
 * administrator's password, freezing them), so that nobody takes over a stronger account.
 */
export async function requireNotOutranked(
  db: Db,
  actor: Actor,
  userIds: string[],
  what: string,
): Promise<void> {
  const roles = await rolesOfUsers(db, userIds);
  const power = await grantPowerOf(db, actor);
  if ((await rolesBeyond(db, power, roles)).length) throw forbidden(GRANT_MESSAGES.outranked(what));
}

/**
 * Checks a change of a user's roles before it is written, inside the write's transaction:
 * changing roles needs `ORGANISATION_PERMISSIONS.userGrantRole`; every role given or taken must
 * carry only permissions the actor holds; and the last active administrator keeps the admin
 * role.
 * Unchanged roles need nothing (an edit that sends the same roles back).
 */
export async function checkRoleChange(
  trx: Db,
  dialect: DialectName,
  actor: Actor | undefined,
  userId: string,
  wanted: readonly string[],
): Promise<void> {
  const current = await rolesOfUsers(trx, [userId]);
  const added = wanted.filter((id) => !current.includes(id));
  const removed = current.filter((id) => !wanted.includes(id));
  if (!added.length && !removed.length) return;
  if (!actor?.permissions.has(ORGANISATION_PERMISSIONS.userGrantRole)) {
    throw forbidden(GRANT_MESSAGES.noGrantPermission);
  }
  const [beyond] = await rolesBeyond(trx, await grantPowerOf(trx, actor), [...added, ...removed]);
  if (beyond !== undefined) throw forbidden(GRANT_MESSAGES.beyondOwn(beyond));
  if (removed.length) await keepLastAdmin(trx, dialect, userId, removed);
}

async function keepLastAdmin(
  trx: Db,
  dialect: DialectName,
  userId: string,
  removed: string[],
): Promise<void> {
  let adminRole = trx
    .selectFrom('sysRole')
    .select('id')
    .where('roleCode', '=', ROLE_ADMIN)
    .where('id', 'in', removed);
  // Two such edits at once must not each leave the other as the last administrator.
  if (dialect === 'postgres') adminRole = adminRole.forUpdate();
  const role = await adminRole.executeTakeFirst();
  if (!role) return;
  const other = await trx
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysUser as u', 'u.id', 'ur.userId')
    .select('u.id')
    .where('ur.roleId', '=', role.id)
    .where('u.id', '<>', userId)
    .where('u.delFlag', '=', 0)
    .where('u.status', '=', userStatus.values.normal)
    .executeTakeFirst();
  if (!other) throw badRequest(GRANT_MESSAGES.lastAdmin);
}

/** The permission codes of these permission rows (menus without a code have none). */
async function codesOfRows(db: Db, permissionIds: string[]): Promise<string[]> {
  if (!permissionIds.length) return [];
  const rows = await db
    .selectFrom('sysPermission')
    .select('perms')
    .where('id', 'in', permissionIds)
    .execute();
  return rows.flatMap((r) => (r.perms ?? '').split(',').map((c) => c.trim())).filter(Boolean);
}

/**
 * A change of a role's (or a department's) grants from `before` to `after` (permission ids):
 * every permission added or taken away must be one the actor holds.
 */
export async function requireHeldGrants(
  db: Db,
  power: GrantPower,
  before: readonly string[],
  after: readonly string[],
): Promise<void> {
  if (power.all) return;
  const changed = [
    ...after.filter((id) => !before.includes(id)),
    ...before.filter((id) => !after.includes(id)),
  ];
  const missing = (await codesOfRows(db, changed)).find((code) => !mayGrant(power, code));
  if (missing !== undefined) throw forbidden(GRANT_MESSAGES.permissionBeyond(missing));
}

/** Department roles given or taken must carry only permissions the actor holds. */
export async function requireHeldDepartRoles(
  db: Db,
  power: GrantPower,
  roleIds: readonly string[],
): Promise<void> {
  if (!roleIds.length || power.all) return;
  const rows = await db
    .selectFrom('sysDepartRolePermission')
    .select('permissionId')
    .where('roleId', 'in', [...roleIds])
    .execute();
  const missing = (
    await codesOfRows(
      db,
      rows.map((r) => r.permissionId),
    )
  ).find((code) => !mayGrant(power, code));
  if (missing !== undefined) throw forbidden(GRANT_MESSAGES.permissionBeyond(missing));
}
