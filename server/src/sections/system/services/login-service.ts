import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES, type LoginResult, userStatus } from '@vets/contracts';
import { decoyPasswordHash, verifyPassword } from '../../../core/auth/passwords.js';
import type { SessionService } from '../../../core/auth/session-service.js';
import { badRequest, forbidden, tooManyRequests } from '../../../core/errors.js';
import type { Clock } from '../../../db/clock.js';
import type { Db } from '../../../db/database.js';
import { loadAllDictItems } from './dict-items.js';
import { writeLoginLog } from './login-log.js';
import { loadUserDeparts, loadUserInfo, multiDepartFlag } from './user-info.js';

export const LOGIN_MESSAGES = {
  badCredentials: '用户名或密码错误',
  locked: (minutes: number) => `密码错误次数过多，账号已锁定，请${minutes}分钟后再试`,
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

  async login(req: LoginRequest): Promise<LoginResult> {
    const now = this.clock.now();
    const user = await this.db
      .selectFrom('sysUser')
      .select(['id', 'username', 'passwordHash', 'status', 'lockedUntil'])
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

    if (!user) {
      // Same work as a real check, so timing does not reveal which usernames exist.
      await verifyPassword(await decoyPasswordHash(), req.password);
      await log('login_failed', `用户名: ${req.username}，登录失败：用户不存在`);
      throw badRequest(LOGIN_MESSAGES.badCredentials);
    }
    if (user.lockedUntil !== null && user.lockedUntil > now) {
      await log('login_locked', `用户名: ${req.username}，账号锁定中，拒绝登录`);
      throw tooManyRequests(LOGIN_MESSAGES.locked(minutesLeft(user.lockedUntil, now)));
    }
    if (!(await verifyPassword(user.passwordHash, req.password))) {
      await this.recordFailure(user.id, `用户名: ${user.username}`, now, log);
    }
    if (user.status !== userStatus.values.normal) {
      await log('login_failed', `用户名: ${req.username}，登录失败：用户已冻结`);
      throw forbidden(LOGIN_MESSAGES.frozen);
    }
    if (req.requiredRoles && !(await this.holdsAnyRole(user.id, req.requiredRoles))) {
      await log('login_failed', `用户名: ${req.username}，登录失败：非企业或培训机构账号`);
      throw forbidden(LOGIN_MESSAGES.notCompany);
    }

    await this.db
      .updateTable('sysUser')
      .set({ loginFailCount: 0, lockedUntil: null })
      .where('id', '=', user.id)
      .execute();
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

  /** Counts a failed password; the fifth in a row locks the account. Always throws. */
  private async recordFailure(
    userId: string,
    who: string,
    now: number,
    log: (event: 'login_failed' | 'login_locked', content: string) => Promise<void>,
  ): Promise<never> {
    const { loginFailCount } = await this.db
      .updateTable('sysUser')
      .set((eb) => ({ loginFailCount: eb('loginFailCount', '+', 1) }))
      .where('id', '=', userId)
      .returning('loginFailCount')
      .executeTakeFirstOrThrow();
    if (loginFailCount >= LOGIN_MAX_FAILURES) {
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
      throw tooManyRequests(LOGIN_MESSAGES.locked(minutes));
    }
    await log('login_failed', `${who}，密码错误（连续第${loginFailCount}次）`);
    throw badRequest(LOGIN_MESSAGES.badCredentials);
  }
}

function minutesLeft(lockedUntil: number, now: number): number {
  return Math.max(1, Math.ceil((lockedUntil - now) / 60_000));
}
