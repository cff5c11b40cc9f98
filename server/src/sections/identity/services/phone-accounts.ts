import { PHONE_PATTERN, userStatus } from '@vets/contracts';
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

/** What signing in needs of an account. */
export interface SignInAccount {
  id: string;
  username: string;
  passwordHash: string;
  status: string;
}

/**
 * The account a sign-in name stands for: the account with that username, else the one account
 * whose bound phone it is (company and veteran accounts sign in by phone, under another username).
 * A phone bound to several accounts names none of them.
 */
export async function accountForSignIn(db: Db, name: string): Promise<SignInAccount | undefined> {
  const columns = ['id', 'username', 'passwordHash', 'status'] as const;
  const byName = await db
    .selectFrom('sysUser')
    .select(columns)
    .where('username', '=', name)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  if (byName || !PHONE_PATTERN.test(name)) return byName;
  const byPhone = await db
    .selectFrom('sysUser')
    .select(columns)
    .where('phone', '=', name)
    .where('delFlag', '=', 0)
    .limit(2)
    .execute();
  return byPhone.length === 1 ? byPhone[0] : undefined;
}
