import { userStatus } from '@vets/contracts';
import type { Db } from '../../../db/database.js';

/** Active (not frozen, not deleted) accounts whose bound phone is `phone`. */
export async function activeAccountsWithPhone(db: Db, phone: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sysUser')
    .select('id')
    .where('phone', '=', phone)
    .where('delFlag', '=', 0)
    .where('status', '=', userStatus.values.normal)
    .limit(2)
    .execute();
  return rows.map((r) => r.id);
}

/** Whether an account (any status) signs in with `phone` or has it bound: a new one may not. */
export async function phoneInUse(db: Db, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom('sysUser')
    .select('id')
    .where('delFlag', '=', 0)
    .where((eb) => eb.or([eb('phone', '=', phone), eb('username', '=', phone)]))
    .executeTakeFirst();
  return Boolean(row);
}
