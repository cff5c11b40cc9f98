import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES, type LoginResult, userStatus } from '@vets/contracts';
import { decoyPasswordHash, verifyPassword } from '../../../core/auth/passwords.js';
import type { SessionService } from '../../../core/auth/session-service.js';
import { badRequest, forbidden } from '../../../core/errors.js';
import type { Clock } from '../../../db/clock.js';
import type { Db } from '../../../db/database.js';
import { loadAllDictItems } from './dict-items.js';
import { writeLoginLog } from './login-log.js';
import { loadUserDeparts, loadUserInfo, multiDepartFlag } from './user-info.js';

export const LOGIN_MESSAGES = {
  badCredentials: '用户名或密码错误',
  frozen: '该用户已冻结，请联系管理员',
  notCompany: '该账号不是企业或培训机构账号，请从工作人员登录入口登录',
  success: '登录成功',
  logout: '退出登录成功！',
} as const;

interface LoginRequest {
  username: string;
  password: string;
  tenantId: number;
  ip: string | null;
  userAgent: string | null;
  /** When set, only users holding one of these role codes may sign in here. */
  requiredRoles?: readonly string[];
}

export class LoginService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly sessions: SessionService,
  ) {}

  /**
   * Signs a user in. Every attempt on an existing account first claims one of the round's
   * `LOGIN_MAX_FAILURES` attempts in one conditional UPDATE, so parallel guesses cannot all be
   * checked. An attempt that gets none (the account is locked, or the round's attempts are all
   * taken) is never compared with the password: it gets 用户名或密码错误 like an unknown account,
   * so a lock can neither be guessed through (a different answer for the right password would
   * be an oracle) nor tell that the account exists. Only the right password on a frozen account
   * learns of the freeze.
   */
  async login(req: LoginRequest): Promise<LoginResult> {
    const now = this.clock.now();
    const user = await this.db
      .selectFrom('sysUser')
      .select(['id', 'username', 'passwordHash', 'status'])
      .where('username', '=', req.username)
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    const log = (event: 'login' | 'login_failed' | 'login_locked', content: string) =>
      writeLoginLog(this.db, this.clock, {
        event,
        content,
        userId: user?.id ?? null,
        username: req.username,
        ip: req.ip,
        userAgent: req.userAgent,
      });

    const attempt = user ? await this.claimAttempt(user.id, now) : null;
    if (!user || attempt === null) {
      // Same work as a real check, so timing does not tell these cases apart either.
      await verifyPassword(await decoyPasswordHash(), req.password);
      if (user) await log('login_locked', `用户名: ${req.username}，账号锁定中，拒绝登录`);
      else await log('login_failed', `用户名: ${req.username}，登录失败：用户不存在`);
      throw badRequest(LOGIN_MESSAGES.badCredentials);
    }
    if (!(await verifyPassword(user.passwordHash, req.password))) {
      await this.recordFailure(user.id, attempt, `用户名: ${user.username}`, now, log);
    }
    if (!(await this.clearAttempts(user.id, now))) {
      // Parallel failures locked the account while this attempt was being checked.
      await log('login_locked', `用户名: ${req.username}，账号锁定中，拒绝登录`);
      throw badRequest(LOGIN_MESSAGES.badCredentials);
    }
    if (user.status !== userStatus.values.normal) {
      await log('login_failed', `用户名: ${req.username}，登录失败：用户已冻结`);
      throw forbidden(LOGIN_MESSAGES.frozen);
    }
    if (req.requiredRoles && !(await this.holdsAnyRole(user.id, req.requiredRoles))) {
      await log('login_failed', `用户名: ${req.username}，登录失败：非企业或培训机构账号`);
      throw forbidden(LOGIN_MESSAGES.notCompany);
    }

    const { token } = await this.sessions.create(
      { userId: user.id, tenantId: req.tenantId, ip: req.ip, userAgent: req.userAgent },
      now,
    );
    await log('login', `用户名: ${user.username}，登录成功！`);
    const [userInfo, departs, sysAllDictItems] = await Promise.all([
      loadUserInfo(this.db, user.id, req.tenantId),
      loadUserDeparts(this.db, user.id),
      loadAllDictItems(this.db),
    ]);
    return { token, userInfo, sysAllDictItems, departs, multi_depart: multiDepartFlag(departs) };
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

  private async holdsAnyRole(userId: string, roleCodes: readonly string[]): Promise<boolean> {
    const row = await this.db
      .selectFrom('sysUserRole as ur')
      .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
      .select('r.id')
      .where('ur.userId', '=', userId)
      .where('r.roleCode', 'in', [...roleCodes])
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The claimed attempt failed; the round's last failure locks the account (and starts a new
   * round for when the lock runs out). The answer stays 用户名或密码错误. Always throws.
   */
  private async recordFailure(
    userId: string,
    attempt: number,
    who: string,
    now: number,
    log: (event: 'login_failed' | 'login_locked', content: string) => Promise<void>,
  ): Promise<never> {
    if (attempt >= LOGIN_MAX_FAILURES) {
      await this.db
        .updateTable('sysUser')
        .set({ loginFailCount: 0, lockedUntil: now + LOGIN_LOCK_MS })
        .where('id', '=', userId)
        .execute();
      const minutes = LOGIN_LOCK_MS / 60_000;
      await log(
        'login_locked',
        `${who}，连续${LOGIN_MAX_FAILURES}次密码错误，账号锁定${minutes}分钟`,
      );
    } else {
      await log('login_failed', `${who}，密码错误（连续第${attempt}次）`);
    }
    throw badRequest(LOGIN_MESSAGES.badCredentials);
  }
}
