import { TOKEN_HEADER } from '@vets/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { tokenOf, UNAUTHORIZED_MESSAGES } from './auth/access.js';
import { isAdministrator } from './auth/administrator.js';
import type { SessionService } from './auth/session-service.js';
import { forbidden, unauthorized } from './errors.js';

export const DOCS_FOR_ADMINISTRATORS = '接口文档仅对系统管理员开放';

/**
 * The session token of a docs request: the header, or the cookie of that name the web app sets
 * for the docs path, since a browser opening the docs page sends no header.
 */
function docsToken(request: FastifyRequest): string | undefined {
  const prefix = `${TOKEN_HEADER}=`;
  const cookie = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  const fromCookie = cookie?.slice(prefix.length);
  return tokenOf(request) ?? (fromCookie && fromCookie.length <= 200 ? fromCookie : undefined);
}

/**
 * Production: every route under the docs prefix (the document, Swagger UI and its files) answers
 * only a signed-in administrator: 401 without a valid session, 403 for anyone else.
 */
export function restrictOpenApi(
  app: FastifyInstance,
  deps: { docsPrefix: string; sessions: SessionService; db: Db },
): void {
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.url?.startsWith(deps.docsPrefix)) return;
    const token = docsToken(request);
    if (!token) throw unauthorized(UNAUTHORIZED_MESSAGES.missing);
    const found = await deps.sessions.find(token);
    if (!found.ok) throw unauthorized(UNAUTHORIZED_MESSAGES[found.reason]);
    if (!(await isAdministrator(deps.db, found.auth.userId)))
      throw forbidden(DOCS_FOR_ADMINISTRATORS);
  });
}
