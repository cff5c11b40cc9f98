import { type LoginResult, maskValue, userStatus } from '@vets/contracts';
import type { SeedRoleCode } from '../../../core/auth/menu-seed.js';
import {
  decoyPasswordHash,
  generatePassword,
  hashPassword,
  verifyPassword,
} from '../../../core/auth/passwords.js';
import type { SessionService } from '../../../core/auth/session-service.js';
import { badRequest, forbidden } from '../../../core/errors.js';
import type { SmsCodes } from '../../../core/sms/sms-codes.js';
import type { Clock } from '../../../db/clock.js';
import type { Db } from '../../../db/database.js';
import { createAccount, newAccountUsername } from '../../organisation/index.js';
import { loadAllDictItems } from '../../system/index.js';
import { writeLoginLog } from './login-log.js';
import { PasswordLock } from './password-lock.js';
import { accountForSignIn, activeAccountsWithPhone } from './phone-accounts.js';
import { loadUserDeparts, loadUserInfo, multiDepartFlag } from './user-info.js';

export const LOGIN_MESSAGES = {
  badCredentials: '用户名或密码错误',
  frozen: '该用户已冻结，请联系管理员',
  notCompany: '该账号不是企业或培训机构账号，请从工作人员登录入口登录',
  notVeteran: '该账号不是求职者账号，请从工作人员或企业登录入口登录',
  usernameTaken: '该手机号已被其他账号用作用户名，请联系服务中心处理',
  success: '登录成功',
  badCode: '手机号或验证码错误',
  phoneShared: '该手机号绑定了多个账号，请使用用户名和密码登录',
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
  /** Said when the account holds none of `requiredRoles`. */
  refused?: string;
}

interface PhoneLoginRequest {
  phone: string;
  code: string;
  tenantId: number;
  ip: string | null;
  userAgent: string | null;
  requiredRoles?: readonly string[];
  /** Said when the account holds none of `requiredRoles`. */
  refused?: string;
  /** A phone without an account gets one with this role (a veteran's first sign-in). */
  enrolAs?: SeedRoleCode;
}

interface VouchedLoginRequest {
  /** The account, by its id (a bound identity) or its username (the central login service). */
  account: { by: 'id' | 'username'; value: string };
  /** How the owner was vouched for, in the login log (统一认证, 统一身份认证). */
  via: string;
  /** Said when no account matches. */
  unknown: string;
  tenantId: number;
  ip: string | null;
  userAgent: string | null;
}

const maskPhone = (phone: string) => maskValue('phone', phone);

export class LoginService {
  private readonly lock: PasswordLock;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly sessions: SessionService,
    private readonly smsCodes: SmsCodes,
  ) {
    this.lock = new PasswordLock(db, clock);
  }

  /**
   * Signs a user in, by username or by the phone bound to the account. The password is checked
   * by the account's lock (PasswordLock): an unknown account, a wrong password and a locked
   * account all get 用户名或密码错误, so neither the lock nor the account's existence can be
   * learnt. Only the right password on a frozen account learns of the freeze.
   */
  async login(req: LoginRequest): Promise<LoginResult> {
    const userId = await this.checkPassword(req);
    const shown = maskValue('account', req.username);
    await writeLoginLog(this.db, this.clock, {
      event: 'login',
      content: `用户名: ${shown}，登录成功！`,
      userId,
      username: shown,
      ip: req.ip,
      userAgent: req.userAgent,
    });
    return this.startSession(userId, req, this.clock.now());
  }

  /**
   * The checks of `login` without starting a session: the account's id when the password is
   * right and the account may sign in here; otherwise logs the failure and throws.
   */
  async checkPassword(req: LoginRequest): Promise<string> {
    const user = await accountForSignIn(this.db, req.username);
    const shown = maskValue('account', req.username);
    const log = (event: 'login_failed' | 'login_locked', content: string) =>
      writeLoginLog(this.db, this.clock, {
        event,
        content,
        userId: user?.id ?? null,
        username: shown,
        ip: req.ip,
        userAgent: req.userAgent,
      });
    if (!user) {
      // Same work as a real check, so timing does not tell an unknown account either.
      await verifyPassword(await decoyPasswordHash(), req.password);
      await log('login_failed', `用户名: ${shown}，登录失败：用户不存在`);
      throw badRequest(LOGIN_MESSAGES.badCredentials);
    }
    await this.lock.check({
      account: user,
      password: req.password,
      who: `用户名: ${shown}`,
      purpose: '登录',
      refusal: LOGIN_MESSAGES.badCredentials,
      log,
    });
    if (user.status !== userStatus.values.normal) {
      await log('login_failed', `用户名: ${shown}，登录失败：用户已冻结`);
      throw forbidden(LOGIN_MESSAGES.frozen);
    }
    if (req.requiredRoles && !(await this.holdsAnyRole(user.id, req.requiredRoles))) {
      await log('login_failed', `用户名: ${shown}，登录失败：账号类型不符`);
      throw forbidden(req.refused ?? LOGIN_MESSAGES.notCompany);
    }
    return user.id;
  }

  /**
   * Signs in an existing account whose owner another service has vouched for (the central login
   * service, a bound OpenID Connect identity): no password, so no attempt is counted, but a
   * deleted or frozen account is refused and every outcome is in the login log.
   */
  async loginVouched(req: VouchedLoginRequest): Promise<LoginResult> {
    const user = await this.db
      .selectFrom('sysUser')
      .select(['id', 'username', 'status'])
      .where(req.account.by === 'id' ? 'id' : 'username', '=', req.account.value)
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    const log = (event: 'login' | 'login_failed', content: string) =>
      writeLoginLog(this.db, this.clock, {
        event,
        content,
        userId: user?.id ?? null,
        username: user?.username ?? req.account.value,
        ip: req.ip,
        userAgent: req.userAgent,
      });
    if (!user) {
      await log('login_failed', `${req.via}账号 ${req.account.value} 登录失败：本系统无对应账号`);
      throw forbidden(req.unknown);
    }
    if (user.status !== userStatus.values.normal) {
      await log('login_failed', `用户名: ${user.username}，${req.via}登录失败：用户已冻结`);
      throw forbidden(LOGIN_MESSAGES.frozen);
    }
    await log('login', `用户名: ${user.username}，${req.via}登录成功！`);
    return this.startSession(user.id, req, this.clock.now());
  }

  /**
   * Signs in with the code sent to the phone (/sys/phoneLogin, /sys/cphoneLogin). The code is
   * used up first, so a wrong one answers the same whether or not the phone has an account.
   */
  async loginByPhone(req: PhoneLoginRequest): Promise<LoginResult> {
    const now = this.clock.now();
    await this.smsCodes.consume(req.phone, 'login', req.code);
    let ids = await activeAccountsWithPhone(this.db, req.phone);
    if (!ids.length && req.enrolAs) ids = [await this.enrol(req.phone, req.enrolAs)];
    const log = (event: 'login' | 'login_failed', userId: string | null, content: string) =>
      writeLoginLog(this.db, this.clock, {
        event,
        content,
        userId,
        username: maskPhone(req.phone),
        ip: req.ip,
        userAgent: req.userAgent,
      });
    if (ids.length !== 1) {
      await log('login_failed', null, `手机号: ${maskPhone(req.phone)}，短信登录失败`);
      throw badRequest(ids.length ? LOGIN_MESSAGES.phoneShared : LOGIN_MESSAGES.badCode);
    }
    const userId = ids[0]!;
    if (req.requiredRoles && !(await this.holdsAnyRole(userId, req.requiredRoles))) {
      await log('login_failed', userId, `手机号: ${maskPhone(req.phone)}，账号类型不符`);
      throw forbidden(req.refused ?? LOGIN_MESSAGES.notCompany);
    }
    await log('login', userId, `手机号: ${maskPhone(req.phone)}，短信验证码登录成功！`);
    return this.startSession(userId, req, now);
  }

  /** A new account for the phone (named otherwise), with `role` and a password nobody knows yet. */
  private async enrol(phone: string, role: SeedRoleCode): Promise<string> {
    const taken = await this.db
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', phone)
      .executeTakeFirst();
    if (taken) throw badRequest(LOGIN_MESSAGES.usernameTaken);
    const passwordHash = await hashPassword(generatePassword());
    return createAccount(this.db, this.clock, {
      username: await newAccountUsername(this.db, 'vt'),
      realname: `求职者${phone.slice(-4)}`,
      orgCode: null,
      role,
      phone,
      passwordHash,
    });
  }

  private async startSession(
    userId: string,
    req: { tenantId: number; ip: string | null; userAgent: string | null },
    now: number,
  ): Promise<LoginResult> {
    const { token } = await this.sessions.create(
      { userId, tenantId: req.tenantId, ip: req.ip, userAgent: req.userAgent },
      now,
    );
    const [userInfo, departs, sysAllDictItems] = await Promise.all([
      loadUserInfo(this.db, userId, req.tenantId),
      loadUserDeparts(this.db, userId),
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
}
