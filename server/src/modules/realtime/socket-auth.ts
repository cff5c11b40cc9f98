import { TOKEN_HEADER } from '@vets/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { UNAUTHORIZED_MESSAGES } from '../../core/auth/access.js';

/** Close codes: the session is missing or invalid, or the channel is another user's. */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_FORBIDDEN = 4403;
export const FORBIDDEN_CHANNEL = '只能订阅自己的频道';

export type SocketVerdict = { ok: true } | { ok: false; code: number; reason: string };

/** The session token of a socket request: query `token` or the X-Access-Token header. */
export function socketToken(request: FastifyRequest): string | undefined {
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
export async function verifySocket(
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
