import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from '@vets/contracts';
import { decoyPasswordHash, verifyPassword } from '../../../core/auth/passwords.js';
import { badRequest } from '../../../core/errors.js';
import type { Clock } from '../../../db/clock.js';
import type { Db } from '../../../db/database.js';

/** Writes one line of the login log about the check (the caller knows the request). */
export type LockLog = (event: 'login_failed' | 'login_locked', content: string) => Promise<void>;

export interface PasswordCheckRequest {
  /** The account: its id and stored hash. */
  account: { id: string; passwordHash: string };
  password: string;
  /** How the login log names the account (`用户名: zhangsan`). */
  who: string;
  /** What the password was given for, in the login log (登录, 修改密码). */
  purpose: string;
  /** The answer to a wrong password, and (the same, so a lock is no oracle) to a locked account. */
  refusal: string;
  log: LockLog;
}

/**
 * The one check of a user's password, wherever one is asked for: signing in, binding a
 * third-party identity, changing one's own password. Every attempt on the account first claims
 * one of the round's `LOGIN_MAX_FAILURES` attempts in one conditional UPDATE, so parallel guesses
 * cannot all be checked; the round's last failure locks the account for `LOGIN_LOCK_MS`. An
 * attempt that gets none (locked, or the round's attempts all taken) is never compared with the
 * password and gets the same refusal as a wrong one, so the right password cannot be found
 * through the lock.
 */
export class PasswordLock {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Returns when the password is right and the account not locked; otherwise throws a 400. */
  async check(req: PasswordCheckRequest): Promise<void> {
    const now = this.clock.now();
    const { id } = req.account;
    const attempt = await this.claimAttempt(id, now);
    if (attempt === null) {
      // Same work as a real check, so timing does not tell a lock either.
      await verifyPassword(await decoyPasswordHash(), req.password);
      if (await this.isLocked(id, now))
        await req.log('login_locked', `${req.who}，账号锁定中，拒绝${req.purpose}`);
      else await req.log('login_failed', `${req.who}，本轮尝试次数已用完，拒绝${req.purpose}`);
      throw badRequest(req.refusal);
    }
    if (!(await verifyPassword(req.account.passwordHash, req.password))) {
      await this.recordFailure(id, attempt, req, now);
    }
    if (!(await this.clearAttempts(id, now))) {
      // Parallel failures locked the account while this attempt was being checked.
      await req.log('login_locked', `${req.who}，账号锁定中，拒绝${req.purpose}`);
      throw badRequest(req.refusal);
    }
  }

  /**
   * Counts an attempt before its password is checked, in one statement: only while the account
   * is not locked and the round has attempts left. Returns the attempt's number, or null.
   */
  private async claimAttempt(userId: string, now: number): Promise<number | null> {
    const row = await this.db
      .updateTable('sysUser')
      .set((eb) => ({ loginFailCount: eb('loginFailCount', '+', 1) }))
      .where('id', '=', userId)
      .where('loginFailCount', '<', LOGIN_MAX_FAILURES)
      .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', now)]))
      .returning('loginFailCount')
      .executeTakeFirst();
    return row ? row.loginFailCount : null;
  }

  /**
   * Whether the account is locked now; an attempt refused otherwise came while the round's
   * attempts were all being checked (the log tells the two apart, the answer does not).
   */
  private async isLocked(userId: string, now: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('sysUser')
      .select('lockedUntil')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.lockedUntil != null && Number(row.lockedUntil) > now;
  }

  /** A right password starts a new round, unless a lock was set meanwhile (then false). */
  private async clearAttempts(userId: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('sysUser')
      .set({ loginFailCount: 0, lockedUntil: null })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', now)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * The claimed attempt failed; the round's last failure locks the account (and starts a new
   * round for when the lock runs out). Always throws the refusal.
   */
  private async recordFailure(
    userId: string,
    attempt: number,
    req: PasswordCheckRequest,
    now: number,
  ): Promise<never> {
    if (attempt >= LOGIN_MAX_FAILURES) {
      await this.db
        .updateTable('sysUser')
        .set({ loginFailCount: 0, lockedUntil: now + LOGIN_LOCK_MS })
        .where('id', '=', userId)
        .execute();
      const minutes = LOGIN_LOCK_MS / 60_000;
      await req.log(
        'login_locked',
        `${req.who}，连续${LOGIN_MAX_FAILURES}次密码错误，账号锁定${minutes}分钟`,
      );
    } else {
      await req.log('login_failed', `${req.who}，密码错误（连续第${attempt}次）`);
    }
    throw badRequest(req.refusal);
  }
}
