import type { MenuItem } from '@vets/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { type ChannelCheck, registerUserSocket } from './socket-auth.js';
import type { SocketSessions } from './socket-sessions.js';
import { VxeHub } from './vxe-hub.js';
import { BROADCAST_TYPES, HEART_BEAT, parseVxeMessage } from './vxe-messages.js';

type VxeParams = { userId: string; pageId: string };

const PAGE_FORBIDDEN = '没有该页面的权限';

/** Whether a menu page with this component name or id is among the user's menus. */
function hasPage(items: readonly MenuItem[], pageId: string): boolean {
  return items.some(
    (item) =>
      item.id === pageId ||
      item.meta.componentName === pageId ||
      hasPage(item.children ?? [], pageId),
  );
}

/** The page (a menu's component name or id) must be one of the caller's menus. */
const pageCheck =
  (ctx: AppContext): ChannelCheck<VxeParams> =>
  async (auth, { pageId }) => {
    const { payload } = await ctx.permissions.forUser(auth.userId, auth.permissionVersion);
    return hasPage(payload.menu, pageId) ? { ok: true } : { ok: false, reason: PAGE_FORBIDDEN };
  };

/**
 * GET /vxeSocket/:userId/:pageId: the real-time grid socket. It authenticates with the session
 * token (query `token` or X-Access-Token; browsers cannot set headers on a WebSocket), may only
 * join its own user's channel, and only on a page the user's menus include (`pageId` is the
 * menu's component name, e.g. `WidgetShowcase`, or its id). A channel is one user's on one page:
 * updates reach that user's other sockets there (another tab), never another user's.
 */
export function registerVxeSocketRoute(
  app: FastifyInstance,
  ctx: AppContext,
  sockets: SocketSessions,
): void {
  const hub = new VxeHub();
  registerUserSocket<VxeParams>(
    app,
    ctx,
    sockets,
    '/vxeSocket/:userId/:pageId',
    (socket, { userId, pageId }) => {
      const channel = `${userId}/${pageId}`;
      hub.join(channel, socket);
      socket.on('message', (raw, isBinary) => {
        if (isBinary) return;
        const message = parseVxeMessage(raw.toString());
        if (!message) return;
        if (message.type === HEART_BEAT) {
          socket.send(JSON.stringify({ type: HEART_BEAT, data: message.data ?? '' }));
        } else if (BROADCAST_TYPES.has(message.type)) {
          hub.broadcast(channel, socket, JSON.stringify(message));
        }
      });
      socket.on('close', () => hub.leave(channel, socket));
    },
    pageCheck(ctx),
  );
}
