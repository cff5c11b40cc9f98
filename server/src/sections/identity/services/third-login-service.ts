import {
  HOME_PATH,
  type LoginResult,
  THIRD_LOGIN_PAGES,
  type ThirdBinding,
  type ThirdLoginType,
  userStatus,
} from '@vets/contracts';
import { badRequest, notFound } from '../../../core/errors.js';
import type { OidcConfig } from '../../../core/sso-config.js';
import type { Clock } from '../../../db/clock.js';
import type { Db } from '../../../db/database.js';
import { writeLoginLog } from './login-log.js';
import type { LoginService } from './login-service.js';
import { OidcClient } from './oidc-client.js';
import { ThirdAccounts } from './third-accounts.js';
import { ThirdLoginRequests } from './third-login-requests.js';
import { ThirdLoginTickets } from './third-login-tickets.js';

export const THIRD_LOGIN_MESSAGES = {
  off: '未配置第三方登录',
  badRequest: '第三方登录请求无效或已过期，请重新登录',
  badToken: '第三方登录凭证无效或已过期，请重新登录',
  badTicket: '绑定凭证无效或已过期，请重新进行第三方登录',
  unknownAccount: '该账号不存在或已删除',
  notFound: '该绑定不存在',
} as const;

/** The source name of bindings when the provider is no longer configured. */
const DEFAULT_SOURCE_NAME = '统一身份认证';

/** Who is calling, for the session and the login log. */
export interface ThirdClient {
  tenantId: number;
  ip: string | null;
  userAgent: string | null;
}

/** Where the callback sends the browser: a page of this site. */
export interface CallbackOutcome {
  location: string;
}

/**
 * OpenID Connect sign-in: starts it at the provider, turns the provider's answer into a one-time
 * login token (a bound identity) or a bind ticket (an identity bound to nobody yet), and
 * redeems them. A signed-in user may bind an identity to their own account the same way.
 */
export class ThirdLoginService {
  readonly accounts: ThirdAccounts;
  private readonly requests: ThirdLoginRequests;
  private readonly tickets: ThirdLoginTickets;
  private readonly client: OidcClient | null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly oidc: OidcConfig | null,
    private readonly logins: LoginService,
    callbackUrl: string,
  ) {
    this.accounts = new ThirdAccounts(db, clock);
    this.requests = new ThirdLoginRequests(db, clock);
    this.tickets = new ThirdLoginTickets(db, clock);
    this.client = oidc ? new OidcClient(oidc, callbackUrl) : null;
  }

  get providerName(): string {
    return this.oidc?.displayName ?? DEFAULT_SOURCE_NAME;
  }

  /** The provider's sign-in page for a new request; `bindUserId` binds to that signed-in user. */
  async start(req: {
    browserKey: string;
    bindUserId: string | null;
    returnTo: string | null;
  }): Promise<URL> {
    const client = this.requireClient();
    const checks = await this.requests.open(req);
    return client.authorizationUrl(checks);
  }

  /**
   * The provider's answer (`search`, the callback's query string): checked against its request
   * (state, browser, nonce, PKCE), then a page to go to. A failure is logged and thrown.
   */
  async finish(
    search: string,
    state: string | undefined,
    browserKey: string | null,
    who: ThirdClient,
  ): Promise<CallbackOutcome> {
    const client = this.requireClient();
    try {
      const request = state ? await this.requests.take(state, browserKey) : null;
      if (!request) throw badRequest(THIRD_LOGIN_MESSAGES.badRequest);
      const identity = await client.identify(search, request.checks);
      if (request.bindUserId) {
        if (!(await this.isActive(request.bindUserId))) {
          throw badRequest(THIRD_LOGIN_MESSAGES.unknownAccount);
        }
        await this.accounts.bind(request.bindUserId, identity, this.providerName);
        return { location: request.returnTo ?? HOME_PATH };
      }
      const userId = await this.accounts.userOf(identity.issuer, identity.subject);
      if (userId) {
        const token = await this.tickets.issueLogin(userId);
        return { location: `${THIRD_LOGIN_PAGES.login}?${pageQuery({ token, type: 'oidc' })}` };
      }
      const ticket = await this.tickets.issueBind(identity);
      return { location: `${THIRD_LOGIN_PAGES.bind}?${pageQuery({ ticket })}` };
    } catch (error) {
      await this.logFailure(error instanceof Error ? error.message : String(error), who);
      throw error;
    }
  }

  /** /sys/thirdLogin/getLoginUser: a login token for a session. */
  async redeem(token: string, who: ThirdClient): Promise<LoginResult> {
    this.requireClient();
    const userId = await this.tickets.takeLogin(token);
    if (!userId) {
      await this.logFailure(THIRD_LOGIN_MESSAGES.badToken, who);
      throw badRequest(THIRD_LOGIN_MESSAGES.badToken);
    }
    return this.logins.loginVouched({
      account: { by: 'id', value: userId },
      via: this.providerName,
      unknown: THIRD_LOGIN_MESSAGES.unknownAccount,
      ...who,
    });
  }

  /**
   * Signs in with an account's username and password (its lock and login log as ever) and binds
   * the ticket's identity to it. A wrong password leaves the ticket for another try.
   */
  async bindAndSignIn(
    req: { ticket: string; username: string; password: string },
    who: ThirdClient,
  ): Promise<LoginResult> {
    this.requireClient();
    if (!(await this.tickets.peekBind(req.ticket))) {
      throw badRequest(THIRD_LOGIN_MESSAGES.badTicket);
    }
    const userId = await this.logins.checkPassword({
      username: req.username,
      password: req.password,
      ...who,
    });
    const identity = await this.tickets.takeBind(req.ticket);
    if (!identity) throw badRequest(THIRD_LOGIN_MESSAGES.badTicket);
    await this.accounts.bind(userId, identity, this.providerName);
    return this.logins.loginVouched({
      account: { by: 'id', value: userId },
      via: `${this.providerName}（首次绑定）`,
      unknown: THIRD_LOGIN_MESSAGES.unknownAccount,
      ...who,
    });
  }

  async bindings(userId: string): Promise<ThirdBinding[]> {
    const rows = await this.accounts.list(userId);
    return rows.map((r) => ({
      id: r.id,
      source: 'oidc' satisfies ThirdLoginType,
      sourceName: r.issuer === this.oidc?.issuer ? this.oidc.displayName : DEFAULT_SOURCE_NAME,
      thirdName: r.thirdName,
      createTime: r.createTime,
    }));
  }

  async unbind(userId: string, id: string): Promise<void> {
    if (!(await this.accounts.unbind(userId, id))) throw notFound(THIRD_LOGIN_MESSAGES.notFound);
  }

  private requireClient(): OidcClient {
    if (!this.client) throw badRequest(THIRD_LOGIN_MESSAGES.off);
    return this.client;
  }

  private async isActive(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('sysUser')
      .select('id')
      .where('id', '=', userId)
      .where('delFlag', '=', 0)
      .where('status', '=', userStatus.values.normal)
      .executeTakeFirst();
    return row !== undefined;
  }

  private async logFailure(reason: string, who: ThirdClient): Promise<void> {
    await writeLoginLog(this.db, this.clock, {
      event: 'login_failed',
      content: `${this.providerName}登录失败：${reason}`,
      userId: null,
      username: this.providerName,
      ip: who.ip,
      userAgent: who.userAgent,
    });
  }
}

const pageQuery = (params: Record<string, string>) => new URLSearchParams(params).toString();
