import type { WebSocket } from '@fastify/websocket';
import { TOKEN_HEADER } from '@vets/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { OPEN, UNAUTHORIZED_MESSAGES } from '../auth/access.js';

/** Close codes: the session is missing or invalid, or the channel is another user's. */
const CLOSE_UNAUTHORIZED = 4401;
const CLOSE_FORBIDDEN = 4403;
const FORBIDDEN_CHANNEL = '只能订阅自己的频道';

type SocketVerdict = { ok: true } | { ok: false; code: number; reason: string };

/** The session token of a socket request: query `token` or the X-Access-Token header. */
function socketToken(request: FastifyRequest): string | undefined {
  const query = request.query as { token?: string | string[] } | undefined;
  const fromQuery = query?.token;
  const header = request.headers[TOKEN_HEADER.toLowerCase()];
  const raw = (Array.isArray(fromQuery) ? fromQuery[0] : fromQuery) ?? [header].flat()[0];
  return raw && raw.length <= 200 ? raw : undefined;
}

/**
 * Browsers cannot set headers on a WebSocket, so socket routes are open to the HTTP access
 * check and authenticate here: a live session, and only the session user's own channel.
 */
async function verifySocket(
  ctx: AppContext,
  request: FastifyRequest,
  channelUserId: string,
): Promise<SocketVerdict> {
  const token = socketToken(request);
  const found = token ? await ctx.sessions.find(token) : null;
  if (!found) return { ok: false, code: CLOSE_UNAUTHORIZED, reason: UNAUTHORIZED_MESSAGES.missing };
  if (!found.ok) {
    return { ok: false, code: CLOSE_UNAUTHORIZED, reason: UNAUTHORIZED_MESSAGES[found.reason] };
  }
  if (found.auth.userId !== channelUserId) {
    return { ok: false, code: CLOSE_FORBIDDEN, reason: FORBIDDEN_CHANNEL };
  }
  return { ok: true };
}

/**
 * Registers a WebSocket route whose path names a user (`:userId`): open to the HTTP access check,
 * authenticated by `verifySocket`, closed with 4401/4403 when that fails; `onOpen` gets the rest.
 */
export function registerUserSocket<P extends { userId: string }>(
  app: FastifyInstance,
  ctx: AppContext,
  url: string,
  onOpen: (socket: WebSocket, params: P) => void,
): void {
  const verdicts = new WeakMap<FastifyRequest, SocketVerdict>();
  app.get<{ Params: P; Querystring: { token?: string | string[] } }>(
    url,
    {
      websocket: true,
      config: { access: OPEN },
      schema: { hide: true },
      preValidation: async (request) => {
        const params = request.params as P;
        verdicts.set(request, await verifySocket(ctx, request, params.userId));
      },
    },
    (socket, request) => {
      const verdict = verdicts.get(request);
      if (!verdict?.ok) {
        socket.close(verdict?.code ?? CLOSE_UNAUTHORIZED, verdict?.reason ?? '');
        return;
      }
      onOpen(socket, request.params as P);
    },
  );
}
