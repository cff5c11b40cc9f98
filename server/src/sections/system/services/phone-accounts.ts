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
