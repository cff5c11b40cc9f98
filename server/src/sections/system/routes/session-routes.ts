import { ROLE_COMPANY_USER, ROLE_EDUCATION_USER } from '@vets/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { OPEN, requireAuth, SESSION } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { writeLoginLog } from '../services/login-log.js';
import { LOGIN_MESSAGES, LoginService } from '../services/login-service.js';

const loginBody = z.object({
  username: z.string().trim().min(1).max(32).describe('用户名'),
  password: z.string().min(1).max(128).describe('密码'),
});

export const sessionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const logins = new LoginService(ctx.db, ctx.clock, ctx.sessions);

  /** The login routes differ only in who may sign in through them. */
  const loginRoute = (url: string, summary: string, requiredRoles?: readonly string[]) =>
    app.post(
      url,
      {
        config: {
          access: OPEN,
          rateLimit: { max: ctx.config.loginRateLimit, timeWindow: '1 minute' },
        },
        schema: { tags: ['登录'], summary, body: loginBody },
      },
      async (request) => {
        const result = await logins.login({
          username: request.body.username,
          password: request.body.password,
          tenantId: request.tenantId,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          ...(requiredRoles ? { requiredRoles } : {}),
        });
        return ok(result, LOGIN_MESSAGES.success);
      },
    );
  loginRoute('/sys/login', '用户名密码登录');
  loginRoute('/sys/clogin', '企业与培训机构用户登录', [ROLE_COMPANY_USER, ROLE_EDUCATION_USER]);

  app.post(
    '/sys/logout',
    { config: { access: SESSION }, schema: { tags: ['登录'], summary: '退出登录，注销会话' } },
    async (request) => {
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
    },
  );
};
