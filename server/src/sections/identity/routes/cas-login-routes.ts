import { sessionApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, isHttpError } from '../../../core/errors.js';
import { CAS_MESSAGES, validateCasTicket } from '../services/cas-ticket.js';
import { writeLoginLog } from '../services/login-log.js';
import { LOGIN_MESSAGES, type LoginService } from '../services/login-service.js';

const VIA = '统一认证';

/** /cas/codeLogin: a one-time ticket of the central login service signs in an existing account. */
export const casLoginRoutes: FastifyPluginAsync<{ ctx: AppContext; logins: LoginService }> = async (
  app,
  { ctx, logins },
) => {
  serve(app, sessionApi.codeLogin, async (request) => {
    const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
    const cas = ctx.config.cas;
    if (!cas) throw badRequest(CAS_MESSAGES.off);
    let username: string;
    try {
      username = await validateCasTicket(cas, request.query.code);
    } catch (error) {
      if (isHttpError(error)) {
        await writeLoginLog(ctx.db, ctx.clock, {
          event: 'login_failed',
          content: `${VIA}登录失败：${error.message}`,
          userId: null,
          username: VIA,
          ...client,
        });
      }
      throw error;
    }
    const result = await logins.loginVouched({
      account: { by: 'username', value: username },
      via: VIA,
      unknown: CAS_MESSAGES.unknownAccount,
      tenantId: request.tenantId,
      ...client,
    });
    return ok(result, LOGIN_MESSAGES.success);
  });
};
