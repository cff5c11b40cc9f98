import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { registerUserSocket } from './socket-auth.js';
import { VxeHub } from './vxe-hub.js';
import { BROADCAST_TYPES, HEART_BEAT, parseVxeMessage } from './vxe-messages.js';

/**
 * GET /vxeSocket/:userId/:pageId: the real-time grid socket. It authenticates with the session
 * token (query `token` or X-Access-Token; browsers cannot set headers on a WebSocket) and may
 * only join its own user's channel.
 */
export function registerVxeSocketRoute(app: FastifyInstance, ctx: AppContext): void {
  const hub = new VxeHub();
  registerUserSocket<{ userId: string; pageId: string }>(
    app,
    ctx,
    '/vxeSocket/:userId/:pageId',
    (socket, { pageId }) => {
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
