import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerVxeSocketRoute } from './vxe-socket-route.js';

/**
 * Real-time sockets: the editable grid's /vxeSocket/{userId}/{pageId}. The WebSocket plugin is
 * registered once, in app.ts, for every socket route.
 */
export const realtimeModule: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerVxeSocketRoute(app, ctx);
};
