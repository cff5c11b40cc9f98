import type { DepartInfo, UserInfo } from '@vets/contracts';
import type { Db } from '../../../db/database.js';
import { identityDb } from '../tables.js';

/** The user as the client stores it after login. */
export async function loadUserInfo(db: Db, userId: string, tenantId: number): Promise<UserInfo> {
  const user = await db
    .selectFrom('sysUser')
    .select([
      'id',
      'username',
      'realname',
      'avatar',
      'phone',
      'email',
      'orgCode',
      'companyId',
      'areaCode',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const roles = await db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
    .select(['r.id', 'r.roleCode', 'r.roleName'])
    .where('ur.userId', '=', userId)
    .orderBy('r.roleCode')
    .execute();
  return {
    ...user,
    roleIds: roles.map((r) => r.id),
    roleCodes: roles.map((r) => r.roleCode),
    roleNames: roles.map((r) => r.roleName),
    tenantId,
  };
}

export async function loadUserDeparts(db: Db, userId: string): Promise<DepartInfo[]> {
  return identityDb(db)
    .selectFrom('sysUserDepart as ud')
    .innerJoin('sysDepart as d', 'd.id', 'ud.depId')
    .select(['d.id', 'd.orgCode', 'd.departName'])
    .where('ud.userId', '=', userId)
    .orderBy('d.orgCode')
    .execute();
}

/** 0: no department, 1: exactly one, 2: several to choose from. */
export function multiDepartFlag(departs: DepartInfo[]): 0 | 1 | 2 {
  if (departs.length === 0) return 0;
  return departs.length === 1 ? 1 : 2;
}
