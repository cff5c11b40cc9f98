import type { WebSocket } from '@fastify/websocket';
import { TOKEN_HEADER } from '@vets/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { OPEN, UNAUTHORIZED_MESSAGES } from '../auth/access.js';
import type { AuthContext } from '../auth/session-service.js';
import { failure } from '../envelope.js';
import type { SocketSessions } from './socket-sessions.js';

/** Close codes: the session is missing or invalid, or the channel is not the caller's. */
const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_FORBIDDEN = 4403;
const FORBIDDEN_CHANNEL = '只能订阅自己的频道';
const WEBSOCKET_ONLY = '该地址只接受 WebSocket 连接';

export type SocketVerdict =
  | { ok: true; auth: AuthContext }
  | { ok: false; code: number; reason: string };

/** A further check of a socket's channel, after the session and the user id matched. */
export type ChannelCheck<P> = (
  auth: AuthContext,
  params: P,
) => Promise<{ ok: true } | { ok: false; reason: string }>;

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
async function verifySocket<P extends { userId: string }>(
  ctx: AppContext,
  request: FastifyRequest,
  params: P,
  check: ChannelCheck<P> | undefined,
): Promise<SocketVerdict> {
  const token = socketToken(request);
  const found = token ? await ctx.sessions.find(token) : null;
  if (!found) return { ok: false, code: CLOSE_UNAUTHORIZED, reason: UNAUTHORIZED_MESSAGES.missing };
  if (!found.ok) {
    return { ok: false, code: CLOSE_UNAUTHORIZED, reason: UNAUTHORIZED_MESSAGES[found.reason] };
  }
  if (found.auth.userId !== params.userId) {
    return { ok: false, code: CLOSE_FORBIDDEN, reason: FORBIDDEN_CHANNEL };
  }
  const channel = check ? await check(found.auth, params) : { ok: true as const };
  if (!channel.ok) return { ok: false, code: CLOSE_FORBIDDEN, reason: channel.reason };
  return { ok: true, auth: found.auth };
}

/**
 * Registers a WebSocket route whose path names a user (`:userId`): open to the HTTP access check,
 * authenticated by `verifySocket` (and `check`, when given), closed with 4401/4403 when that
 * fails. An open socket is tracked by its session, so it closes when the session ends.
 */
export function registerUserSocket<P extends { userId: string }>(
  app: FastifyInstance,
  ctx: AppContext,
  sockets: SocketSessions,
  url: string,
  onOpen: (socket: WebSocket, params: P, auth: AuthContext) => void,
  check?: ChannelCheck<P>,
): void {
  const verdicts = new WeakMap<FastifyRequest, SocketVerdict>();
  app.route<{ Params: P; Querystring: { token?: string | string[] } }>({
    method: 'GET',
    url,
    config: { access: OPEN },
    schema: { hide: true },
    preValidation: async (request) => {
      verdicts.set(request, await verifySocket(ctx, request, request.params as P, check));
    },
    // A plain HTTP request to a socket address.
    handler: async (_request, reply) => reply.status(426).send(failure(426, WEBSOCKET_ONLY)),
    wsHandler: (socket, request) => {
      const verdict = verdicts.get(request);
      if (!verdict?.ok) {
        socket.close(verdict?.code ?? CLOSE_UNAUTHORIZED, verdict?.reason ?? '');
        return;
      }
      sockets.track(verdict.auth.sessionId, socket);
      onOpen(socket, request.params as P, verdict.auth);
    },
  });
}
