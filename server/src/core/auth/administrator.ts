import { ROLE_ADMIN } from '@vets/contracts';
import type { Db } from '../../db/database.js';

/** Whether the user holds the administrator role (系统管理员). */
export async function isAdministrator(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
    .select('r.id')
    .where('ur.userId', '=', userId)
    .where('r.roleCode', '=', ROLE_ADMIN)
    .executeTakeFirst();
  return row !== undefined;
}
