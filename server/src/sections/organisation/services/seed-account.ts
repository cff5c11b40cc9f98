import type { SeedRoleCode } from '../../../core/auth/menu-seed.js';
import { generatePassword, hashPassword } from '../../../core/auth/passwords.js';
import type { Clock } from '../../../db/clock.js';
import type { Db } from '../../../db/database.js';
import { newId } from '../../../db/ids.js';
import { seedRoleId } from '../seed/roles.js';
import { newUserRow } from '../seed/user-row.js';
import { organisationDb } from '../tables.js';

export interface SeedAccount {
  username: string;
  realname: string;
  /** The department; null for an account outside the offices (a company's). */
  orgCode: string | null;
  role: SeedRoleCode;
  phone?: string | null;
  sex?: string | null;
}

/**
 * An active account in the department `orgCode` with one seeded role and a random password
 * nobody knows (an administrator resets it). Returns the new user's id.
 */
export async function createSeedAccount(
  db: Db,
  clock: Clock,
  account: SeedAccount,
): Promise<string> {
  return createAccount(db, clock, {
    ...account,
    passwordHash: await hashPassword(generatePassword()),
  });
}

/** An active account with one seeded role, its password hashed already; returns its id. */
export async function createAccount(
  db: Db,
  clock: Clock,
  account: SeedAccount & { passwordHash: string; companyId?: string | null },
): Promise<string> {
  const id = newId();
  const depart = account.orgCode
    ? await organisationDb(db)
        .selectFrom('sysDepart')
        .select('id')
        .where('orgCode', '=', account.orgCode)
        .executeTakeFirst()
    : undefined;
  await db
    .insertInto('sysUser')
    .values(
      newUserRow(clock, {
        id,
        username: account.username,
        realname: account.realname,
        passwordHash: account.passwordHash,
        orgCode: account.orgCode,
        phone: account.phone ?? null,
        sex: account.sex ?? null,
        companyId: account.companyId ?? null,
      }),
    )
    .execute();
  await db
    .insertInto('sysUserRole')
    .values({ id: newId(), userId: id, roleId: seedRoleId(account.role) })
    .execute();
  if (depart)
    await organisationDb(db)
      .insertInto('sysUserDepart')
      .values({ id: newId(), userId: id, depId: depart.id })
      .execute();
  return id;
}
