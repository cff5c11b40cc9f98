import type { PermissionPayload } from '@vets/contracts';
import type { Db } from '../../db/database.js';
import { buildPermissionPayload, type PermissionRow } from './menu-builder.js';

const COLUMNS = [
  'p.id',
  'p.parentId',
  'p.name',
  'p.url',
  'p.component',
  'p.componentName',
  'p.redirect',
  'p.menuType',
  'p.perms',
  'p.permsType',
  'p.sortNo',
  'p.alwaysShow',
  'p.icon',
  'p.isRoute',
  'p.keepAlive',
  'p.hidden',
  'p.internalOrExternal',
  'p.status',
] as const;

/** Menus and buttons granted to the user through any of their roles. */
export function loadGrantedPermissions(db: Db, userId: string): Promise<PermissionRow[]> {
  return db
    .selectFrom('sysPermission as p')
    .where('p.delFlag', '=', 0)
    .where((eb) =>
      eb(
        'p.id',
        'in',
        eb
          .selectFrom('sysRolePermission as rp')
          .innerJoin('sysUserRole as ur', 'ur.roleId', 'rp.roleId')
          .select('rp.permissionId')
          .where('ur.userId', '=', userId),
      ),
    )
    .select(COLUMNS)
    .execute();
}

export function loadAllButtons(db: Db): Promise<PermissionRow[]> {
  return db
    .selectFrom('sysPermission as p')
    .where('p.delFlag', '=', 0)
    .where('p.menuType', '=', 2)
    .select(COLUMNS)
    .execute();
}

export async function userPermissionPayload(
  db: Db,
  userId: string,
  vars: Record<string, string>,
): Promise<PermissionPayload> {
  const [granted, buttons] = await Promise.all([
    loadGrantedPermissions(db, userId),
    loadAllButtons(db),
  ]);
  return buildPermissionPayload(granted, buttons, vars);
}
