import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { OPEN } from '../../core/auth/access.js';
import { CLOSE_UNAUTHORIZED, type SocketVerdict, verifySocket } from './socket-auth.js';
import { VxeHub } from './vxe-hub.js';
import { BROADCAST_TYPES, HEART_BEAT, parseVxeMessage } from './vxe-messages.js';

interface VxeRoute {
  Params: { userId: string; pageId: string };
  Querystring: { token?: string | string[] };
}

/**
 * GET /vxeSocket/:userId/:pageId: the real-time grid socket. The route is open to the HTTP
 * access check because browsers cannot set headers on a WebSocket; the socket authenticates
 * itself with the session token (query `token` or X-Access-Token) and may only join its own
 * user's channel.
 */
export function registerVxeSocketRoute(app: FastifyInstance, ctx: AppContext): void {
  const hub = new VxeHub();
  const verdicts = new WeakMap<FastifyRequest, SocketVerdict>();

  app.get<VxeRoute>(
    '/vxeSocket/:userId/:pageId',
    {
      websocket: true,
      config: { access: OPEN },
      schema: { hide: true },
      preValidation: async (request) => {
        verdicts.set(request, await verifySocket(ctx, request, request.params.userId));
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
