import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { registerUserSocket } from './socket-auth.js';
import type { SocketSessions } from './socket-sessions.js';

/** What the client sends to keep the connection alive, and what it gets back. */
const NOTICE_HEART_BEAT = 'HeartBeat';

/**
 * GET /websocket/:userId: announcement push. Authenticated by the session token; a user may
 * only subscribe to their own id. Pushed messages are JSON `{cmd: 'topic'|'user', msgId, msgTxt}`.
 */
export function registerNoticeSocketRoute(
  app: FastifyInstance,
  ctx: AppContext,
  sockets: SocketSessions,
): void {
  registerUserSocket<{ userId: string }>(
    app,
    ctx,
    sockets,
    '/websocket/:userId',
    (socket, { userId }) => {
      ctx.notices.join(userId, socket);
      socket.on('message', (raw, isBinary) => {
        if (!isBinary && raw.toString() === NOTICE_HEART_BEAT) socket.send(NOTICE_HEART_BEAT);
      });
      socket.on('close', () => ctx.notices.leave(userId, socket));
    },
  );
}
