import {
  ROLE_COMPANY_USER,
  ROLE_EDUCATION_USER,
  ROLE_VETERAN,
  sessionApi,
  thirdLoginApi,
} from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { writeLoginLog } from '../services/login-log.js';
import { LOGIN_MESSAGES, LoginService } from '../services/login-service.js';
import { casLoginRoutes } from './cas-login-routes.js';
import { thirdLoginRoutes } from './third-login-routes.js';

/**
 * The sign-in routes, the central login's and the third-party ones included; they share one
 * budget of attempts per client IP.
 */
const LOGIN_PATHS: ReadonlySet<string> = new Set([
  sessionApi.login.path,
  sessionApi.clogin.path,
  sessionApi.phoneLogin.path,
  sessionApi.cphoneLogin.path,
  sessionApi.vlogin.path,
  sessionApi.vphoneLogin.path,
  sessionApi.codeLogin.path,
  thirdLoginApi.render.path,
  thirdLoginApi.callback.path,
  thirdLoginApi.getLoginUser.path,
  thirdLoginApi.bindAccount.path,
]);

const ENTERPRISE_ROLES = [ROLE_COMPANY_USER, ROLE_EDUCATION_USER];
/** The portal's sign-in: veterans only; a first sign-in by phone opens the account. */
const VETERANS = { roles: [ROLE_VETERAN], refused: LOGIN_MESSAGES.notVeteran };

export const sessionRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const logins = new LoginService(ctx.db, ctx.clock, ctx.sessions, ctx.smsCodes);

  // One limiter (one counter per IP) for both routes, so /sys/clogin adds no second budget.
  const loginBudget = app.rateLimit({ max: ctx.config.loginRateLimit, timeWindow: '1 minute' });
  app.addHook('onRequest', async (request, reply) => {
    const path = request.routeOptions.url?.slice(ctx.config.apiBase.length);
    if (path !== undefined && LOGIN_PATHS.has(path)) await loginBudget.call(app, request, reply);
  });

  /** The login routes differ only in who may sign in through them. */
  const loginRoute = (
    endpoint: typeof sessionApi.login | typeof sessionApi.clogin | typeof sessionApi.vlogin,
    only?: { roles: readonly string[]; refused?: string },
  ) =>
    serve(app, endpoint, async (request) => {
      const result = await logins.login({
        username: request.body.username,
        password: request.body.password,
        tenantId: request.tenantId,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        ...(only ? { requiredRoles: only.roles, refused: only.refused } : {}),
      });
      return ok(result, LOGIN_MESSAGES.success);
    });
  loginRoute(sessionApi.login);
  loginRoute(sessionApi.clogin, { roles: ENTERPRISE_ROLES });
  loginRoute(sessionApi.vlogin, VETERANS);

  const phoneLoginRoute = (
    endpoint:
      | typeof sessionApi.phoneLogin
      | typeof sessionApi.cphoneLogin
      | typeof sessionApi.vphoneLogin,
    only?: { roles: readonly string[]; refused?: string; enrolAs?: typeof ROLE_VETERAN },
  ) =>
    serve(app, endpoint, async (request) => {
      const result = await logins.loginByPhone({
        phone: request.body.mobile,
        code: request.body.captcha,
        tenantId: request.tenantId,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        ...(only
          ? { requiredRoles: only.roles, refused: only.refused, enrolAs: only.enrolAs }
          : {}),
      });
      return ok(result, LOGIN_MESSAGES.success);
    });
  phoneLoginRoute(sessionApi.phoneLogin);
  phoneLoginRoute(sessionApi.cphoneLogin, { roles: ENTERPRISE_ROLES });
  phoneLoginRoute(sessionApi.vphoneLogin, { ...VETERANS, enrolAs: ROLE_VETERAN });

  // Registered inside this plugin so that they spend the same budget.
  await app.register(casLoginRoutes, { ctx, logins });
  await app.register(thirdLoginRoutes, { ctx, logins });

  serve(app, sessionApi.logout, async (request) => {
    const auth = requireAuth(request);
    await ctx.sessions.revoke(auth.sessionId);
    await writeLoginLog(ctx.db, ctx.clock, {
      event: 'logout',
      content: `用户名: ${auth.username}，退出成功！`,
      userId: auth.userId,
      username: auth.username,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    return ok(null, LOGIN_MESSAGES.logout);
  });
};
