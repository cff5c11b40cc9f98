import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { OPEN } from '../../core/auth/access.js';
import { CLOSE_UNAUTHORIZED, type SocketVerdict, verifySocket } from './socket-auth.js';

/** What the client sends to keep the connection alive, and what it gets back. */
export const NOTICE_HEART_BEAT = 'HeartBeat';

interface NoticeRoute {
  Params: { userId: string };
  Querystring: { token?: string | string[] };
}

/**
 * GET /websocket/:userId: announcement push. Authenticated by the session token; a user may
 * only subscribe to their own id. Pushed messages are JSON `{cmd: 'topic'|'user', msgId, msgTxt}`.
 */
export function registerNoticeSocketRoute(app: FastifyInstance, ctx: AppContext): void {
  const verdicts = new WeakMap<FastifyRequest, SocketVerdict>();
  app.get<NoticeRoute>(
    '/websocket/:userId',
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
      const { userId } = request.params;
      ctx.notices.join(userId, socket);
      socket.on('message', (raw, isBinary) => {
        if (!isBinary && raw.toString() === NOTICE_HEART_BEAT) socket.send(NOTICE_HEART_BEAT);
      });
      socket.on('close', () => ctx.notices.leave(userId, socket));
    },
  );
}
