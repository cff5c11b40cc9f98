import websocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context.js';
import { registerNoticeSocketRoute } from './notice-socket-route.js';
import { SocketSessions } from './socket-sessions.js';
import { registerVxeSocketRoute } from './vxe-socket-route.js';

/**
 * Real-time sockets: the editable grid's /vxeSocket/{userId}/{pageId} and announcement push
 * /websocket/{userId}. The WebSocket plugin is
 * registered here, inside this module's context, so its per-request hooks run for socket routes
 * only and not on every API call. Every socket route belongs here, and every socket is tracked
 * by its session so that it closes when the session ends.
 */
export const realtimeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(websocket, { options: { maxPayload: 1_048_576 } });
  const sockets = new SocketSessions(ctx.sessions);
  app.addHook('onClose', async () => sockets.stop());
  registerVxeSocketRoute(app, ctx, sockets);
  registerNoticeSocketRoute(app, ctx, sockets);
};
