import type { Db } from '../../db/database.js';

/**
 * Permission codes a user holds through their roles: the `perms` of every active menu
 * and button granted to them, split on commas.
 */
export async function loadPermissionCodes(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('sysPermission as p')
    .innerJoin('sysRolePermission as rp', 'rp.permissionId', 'p.id')
    .innerJoin('sysUserRole as ur', 'ur.roleId', 'rp.roleId')
    .select('p.perms')
    .distinct()
    .where('ur.userId', '=', userId)
    .where('p.perms', 'is not', null)
    .where('p.status', '=', '1')
    .where('p.delFlag', '=', 0)
    .execute();
  const codes = new Set<string>();
  for (const r of rows) {
    for (const code of (r.perms ?? '').split(',')) {
      const c = code.trim();
      if (c) codes.add(c);
    }
  }
  return codes;
}
