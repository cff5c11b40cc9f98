import { TOKEN_HEADER } from '@vets/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { OPEN, UNAUTHORIZED_MESSAGES } from '../../core/auth/access.js';
import { VxeHub } from './vxe-hub.js';
import { BROADCAST_TYPES, HEART_BEAT, parseVxeMessage } from './vxe-messages.js';

/** Close codes: the session is missing or invalid, or the channel is another user's. */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_FORBIDDEN = 4403;
export const FORBIDDEN_CHANNEL = '只能订阅自己的频道';

interface VxeRoute {
  Params: { userId: string; pageId: string };
  Querystring: { token?: string | string[] };
}

type Verdict = { ok: true } | { ok: false; code: number; reason: string };

function tokenOf(request: FastifyRequest<VxeRoute>): string | undefined {
  const fromQuery = request.query.token;
  const header = request.headers[TOKEN_HEADER.toLowerCase()];
  const raw = (Array.isArray(fromQuery) ? fromQuery[0] : fromQuery) ?? [header].flat()[0];
  return raw && raw.length <= 200 ? raw : undefined;
}

/**
 * GET /vxeSocket/:userId/:pageId: the real-time grid socket. The route is open to the HTTP
 * access check because browsers cannot set headers on a WebSocket; the socket authenticates
 * itself with the session token (query `token` or X-Access-Token) and may only join its own
 * user's channel.
 */
export function registerVxeSocketRoute(app: FastifyInstance, ctx: AppContext): void {
  const hub = new VxeHub();
  const verdicts = new WeakMap<FastifyRequest, Verdict>();

  app.get<VxeRoute>(
    '/vxeSocket/:userId/:pageId',
    {
      websocket: true,
      config: { access: OPEN },
      schema: { hide: true },
      preValidation: async (request) => {
        const token = tokenOf(request);
        const found = token ? await ctx.sessions.find(token) : null;
        let verdict: Verdict;
        if (!found)
          verdict = { ok: false, code: CLOSE_UNAUTHORIZED, reason: UNAUTHORIZED_MESSAGES.missing };
        else if (!found.ok) {
          verdict = {
            ok: false,
            code: CLOSE_UNAUTHORIZED,
            reason: UNAUTHORIZED_MESSAGES[found.reason],
          };
        } else if (found.auth.userId !== request.params.userId) {
          verdict = { ok: false, code: CLOSE_FORBIDDEN, reason: FORBIDDEN_CHANNEL };
        } else verdict = { ok: true };
        verdicts.set(request, verdict);
      },
    },
    (socket, request) => {
      const verdict = verdicts.get(request);
      if (!verdict?.ok) {
        socket.close(verdict?.code ?? CLOSE_UNAUTHORIZED, verdict?.reason ?? '');
        return;
      }
      const { pageId } = request.params;
      hub.join(pageId, socket);
      socket.on('message', (raw, isBinary) => {
        if (isBinary) return;
        const message = parseVxeMessage(raw.toString());
        if (!message) return;
        if (message.type === HEART_BEAT) {
          socket.send(JSON.stringify({ type: HEART_BEAT, data: message.data ?? '' }));
        } else if (BROADCAST_TYPES.has(message.type)) {
          hub.broadcast(pageId, socket, JSON.stringify(message));
        }
      });
      socket.on('close', () => hub.leave(pageId, socket));
    },
  );
}
