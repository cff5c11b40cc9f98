import { thirdLoginApi } from '@vets/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { newToken } from '../../../core/auth/tokens.js';
import { ok } from '../../../core/envelope.js';
import { isHttpError } from '../../../core/errors.js';
import { LOGIN_MESSAGES, type LoginService } from '../services/login-service.js';
import { THIRD_LOGIN_REQUEST_TTL_MS } from '../services/third-login-requests.js';
import { type ThirdClient, ThirdLoginService } from '../services/third-login-service.js';
import { browserKeyCookie, clearedBrowserKeyCookie, readBrowserKey } from './third-login-cookie.js';
import { thirdLoginFailurePage } from './third-login-failure-page.js';

const who = (request: FastifyRequest): ThirdClient => ({
  tenantId: request.tenantId,
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/**
 * 第三方登录 (OpenID Connect): the redirect to the provider and its callback, which the browser
 * follows, and the JSON calls of the login, bind and binding pages.
 */
export const thirdLoginRoutes: FastifyPluginAsync<{
  ctx: AppContext;
  logins: LoginService;
}> = async (app, { ctx, logins }) => {
  const { oidc, apiBase } = ctx.config;
  const callbackUrl = `${oidc?.redirectBaseUrl ?? ''}${apiBase}${thirdLoginApi.callback.path}`;
  const third = new ThirdLoginService(ctx.db, ctx.clock, oidc, logins, callbackUrl);
  const cookieScope = {
    path: `${apiBase}/sys/thirdLogin`,
    secure: oidc?.redirectBaseUrl.startsWith('https:') ?? false,
  };

  /** A sign-in of this browser, remembered on the server: the provider's page to go to. */
  const start = async (reply: FastifyReply, bindUserId: string | null, returnTo: string | null) => {
    const browserKey = newToken();
    const url = await third.start({ browserKey, bindUserId, returnTo });
    const maxAge = THIRD_LOGIN_REQUEST_TTL_MS / 1000;
    reply.header('Set-Cookie', browserKeyCookie(browserKey, cookieScope, maxAge));
    return url.href;
  };

  /** The browser follows these routes: a redirect, or a page that says what went wrong. */
  const navigate = async (reply: FastifyReply, target: () => Promise<string>) => {
    try {
      return reply.redirect(await target(), 302);
    } catch (error) {
      if (!isHttpError(error)) throw error;
      return reply
        .status(error.statusCode)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(thirdLoginFailurePage(error.message));
    }
  };

  serve(app, thirdLoginApi.render, async (_request, reply) =>
    navigate(reply, () => start(reply, null, null)),
  );

  serve(app, thirdLoginApi.callback, async (request, reply) => {
    const browserKey = readBrowserKey(request.headers.cookie);
    reply.header('Set-Cookie', clearedBrowserKeyCookie(cookieScope));
    const { search } = new URL(request.url, 'http://callback.invalid');
    return navigate(reply, async () => {
      const outcome = await third.finish(search, request.query.state, browserKey, who(request));
      return outcome.location;
    });
  });

  serve(app, thirdLoginApi.getLoginUser, async (request) =>
    ok(await third.redeem(request.params.token, who(request)), LOGIN_MESSAGES.success),
  );

  serve(app, thirdLoginApi.bindAccount, async (request) =>
    ok(await third.bindAndSignIn(request.body, who(request)), '绑定成功，已登录'),
  );

  serve(app, thirdLoginApi.bindUrl, async (request, reply) => {
    const auth = requireAuth(request);
    const url = await start(reply, auth.userId, request.body.returnTo ?? null);
    return ok({ url });
  });

  serve(app, thirdLoginApi.bindings, async (request) =>
    ok(await third.bindings(requireAuth(request).userId)),
  );

  serve(app, thirdLoginApi.unbind, async (request) => {
    await third.unbind(requireAuth(request).userId, request.body.id);
    return ok(null, '已解除绑定');
  });
};
