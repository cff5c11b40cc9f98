import { ROLE_ADMIN } from '@vets/contracts';
import { generatePassword, hashPassword } from '../../../core/auth/passwords.js';
import type { Clock } from '../../../db/clock.js';
import type { Db } from '../../../db/database.js';
import { newId } from '../../../db/ids.js';
import { organisationDb } from '../tables.js';
import { ROOT_ORG_CODE } from './departments.js';
import { seedRoleId } from './roles.js';
import { newUserRow } from './user-row.js';

export const ADMIN_USERNAME = 'admin';

/**
 * Creates `admin` on first start. Returns the password only when it was generated here,
 * so the caller prints it exactly once. An existing admin is never touched.
 */
export async function seedAdmin(
  db: Db,
  clock: Clock,
  configuredPassword: string | undefined,
): Promise<{ generatedPassword: string | null }> {
  const existing = await db
    .selectFrom('sysUser')
    .select('id')
    .where('username', '=', ADMIN_USERNAME)
    .executeTakeFirst();
  if (existing) return { generatedPassword: null };

  const password = configuredPassword ?? generatePassword();
  const root = await organisationDb(db)
    .selectFrom('sysDepart')
    .select('id')
    .where('orgCode', '=', ROOT_ORG_CODE)
    .executeTakeFirstOrThrow();
  const userId = newId();
  await db
    .insertInto('sysUser')
    .values(
      newUserRow(clock, {
        id: userId,
        username: ADMIN_USERNAME,
        realname: '系统管理员',
        passwordHash: await hashPassword(password),
        orgCode: ROOT_ORG_CODE,
      }),
    )
    .execute();
  await db
    .insertInto('sysUserRole')
    .values({ id: newId(), userId, roleId: seedRoleId(ROLE_ADMIN) })
    .execute();
  await organisationDb(db)
    .insertInto('sysUserDepart')
    .values({ id: newId(), userId, depId: root.id })
    .execute();
  return { generatedPassword: configuredPassword ? null : password };
}
