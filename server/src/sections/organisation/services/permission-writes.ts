import {
  actionPermission,
  ORGANISATION_PERMISSIONS,
  ROLE_ADMIN,
  roleResource,
} from '@vets/contracts';
import { badRequest } from '../../../core/errors.js';
import type { Db } from '../../../db/database.js';
import { newId } from '../../../db/ids.js';
import { MENU_TYPE, type PermissionColumns } from './permission-body.js';
import { type PermissionRecord, withDescendants } from './permission-tree.js';

/** Without these, nobody could manage menus or grant them again. */
const PROTECTED_CODES = [
  ORGANISATION_PERMISSIONS.permissionList,
  actionPermission(roleResource, 'authorize'),
] as const;

export function activeRows(db: Db): Promise<PermissionRecord[]> {
  return db.selectFrom('sysPermission').selectAll().where('delFlag', '=', 0).execute();
}

/** The rows an authorization tree offers: not deleted and enabled. */
export function enabledRows(db: Db): Promise<PermissionRecord[]> {
  return db
    .selectFrom('sysPermission')
    .selectAll()
    .where('delFlag', '=', 0)
    .where('status', '=', '1')
    .execute();
}

/** Comma-separated ids, trimmed, without blanks or repeats. */
export function idList(raw: string | undefined | null): string[] {
  return [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The parent must exist and be a menu; on edit it may not be the node itself or one of its
 * descendants, and a node with children cannot become a button.
 */
export function checkPlacement(
  rows: PermissionRecord[],
  values: PermissionColumns,
  editingId?: string,
): void {
  if (editingId && values.menuType === MENU_TYPE.button) {
    if (rows.some((r) => r.parentId === editingId)) {
      throw badRequest('该菜单下还有下级菜单或按钮，不能改为按钮/权限');
    }
  }
  if (!values.parentId) return;
  const parent = rows.find((r) => r.id === values.parentId);
  if (!parent) throw badRequest('上级菜单不存在');
  if (parent.menuType === MENU_TYPE.button) throw badRequest('上级菜单不能是按钮/权限');
  if (editingId && withDescendants(rows, [editingId]).includes(parent.id)) {
    throw badRequest('上级菜单不能是自身或其下级菜单');
  }
}

/** Which of the protected codes the admin role holds through active rows. */
async function adminProtectedCodes(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectFrom('sysPermission as p')
    .innerJoin('sysRolePermission as rp', 'rp.permissionId', 'p.id')
    .innerJoin('sysRole as r', 'r.id', 'rp.roleId')
    .where('r.roleCode', '=', ROLE_ADMIN)
    .where('p.delFlag', '=', 0)
    .where('p.status', '=', '1')
    .where('p.perms', 'is not', null)
    .select('p.perms')
    .execute();
  const held = new Set<string>();
  for (const r of rows) {
    for (const code of (r.perms ?? '').split(',')) {
      const c = code.trim();
      if ((PROTECTED_CODES as readonly string[]).includes(c)) held.add(c);
    }
  }
  return held;
}

/**
 * Runs `write` and refuses it (the caller's transaction rolls back) when it takes from the admin
 * role a protected code the role held before.
 */
export async function keepingAdminControl<T>(trx: Db, write: () => Promise<T>): Promise<T> {
  const before = await adminProtectedCodes(trx);
  const result = await write();
  const after = await adminProtectedCodes(trx);
  // In the order PROTECTED_CODES lists them, whatever order the rows came in.
  const lost = PROTECTED_CODES.filter((c) => before.has(c) && !after.has(c));
  if (lost.length) {
    throw badRequest(
      `不能取消系统管理员（admin）角色的菜单管理与角色授权权限（${lost.join('、')}），否则将无人能够再管理权限`,
    );
  }
  return result;
}

/** Marks the nodes and their descendants deleted and removes every role's grants of them. */
export async function deleteWithDescendants(trx: Db, ids: string[]): Promise<number> {
  const rows = await trx
    .selectFrom('sysPermission')
    .select(['id', 'parentId'])
    .where('delFlag', '=', 0)
    .execute();
  const existing = ids.filter((id) => rows.some((r) => r.id === id));
  const all = withDescendants(rows, existing);
  if (!all.length) return 0;
  await trx.deleteFrom('sysRolePermission').where('permissionId', 'in', all).execute();
  await trx.updateTable('sysPermission').set({ delFlag: 1 }).where('id', 'in', all).execute();
  return all.length;
}

/** Replaces the role's grants with `wanted` (ids of rows that do not exist are skipped). */
export async function replaceRoleGrants(trx: Db, roleId: string, wanted: string[]): Promise<void> {
  const existing = wanted.length
    ? await trx
        .selectFrom('sysPermission')
        .select('id')
        .where('delFlag', '=', 0)
        .where('id', 'in', wanted)
        .execute()
    : [];
  const target = new Set(existing.map((r) => r.id));
  const current = await trx
    .selectFrom('sysRolePermission')
    .select('permissionId')
    .where('roleId', '=', roleId)
    .execute();
  const held = new Set(current.map((r) => r.permissionId));
  const removed = [...held].filter((id) => !target.has(id));
  const added = [...target].filter((id) => !held.has(id));
  if (removed.length) {
    await trx
      .deleteFrom('sysRolePermission')
      .where('roleId', '=', roleId)
      .where('permissionId', 'in', removed)
      .execute();
  }
  if (added.length) {
    await trx
      .insertInto('sysRolePermission')
      .values(added.map((permissionId) => ({ id: newId(), roleId, permissionId })))
      .execute();
  }
}
