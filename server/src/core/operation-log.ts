import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../db/clock.js';
import type { Db } from '../db/database.js';
import { newId } from '../db/ids.js';

export const LOG_TYPE_OPERATION = 2;
const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE']);
/** Sign-in and sign-out are in the login log already. */
const SKIPPED = new Set([
  '/sys/login',
  '/sys/clogin',
  '/sys/phoneLogin',
  '/sys/cphoneLogin',
  '/sys/logout',
]);

/** What the operation log calls a route: its documented summary, else method and path. */
function operationName(request: FastifyRequest): string {
  const summary = (request.routeOptions.schema as { summary?: unknown } | undefined)?.summary;
  return typeof summary === 'string' ? summary : `${request.method} ${request.routeOptions.url}`;
}

/**
 * 操作日志: every write call by a signed-in user (who, what, when, IP, duration, outcome), stored
 * after the response is sent. A failure to write it is logged and never fails the request.
 */
export function registerOperationLog(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; apiBase: string },
): void {
  app.addHook('onResponse', async (request, reply) => {
    const auth = request.auth;
    const url = request.routeOptions.url;
    const logged = request.routeOptions.config.logOperation ?? WRITE_METHODS.has(request.method);
    if (!auth || !url || !logged) return;
    if (SKIPPED.has(url.slice(deps.apiBase.length))) return;
    const ok = reply.statusCode < 400;
    try {
      await deps.db
        .insertInto('sysLog')
        .values({
          id: newId(),
          logType: LOG_TYPE_OPERATION,
          logContent: `${operationName(request)}（${reply.statusCode}）`.slice(0, 1000),
          operateType: `${request.method} ${url}`.slice(0, 50),
          outcome: ok ? 'success' : 'failure',
          userId: auth.userId,
          username: auth.username,
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 255) ?? null,
          method: request.method,
          requestUrl: request.url.split('?')[0]!.slice(0, 255),
          costTime: Math.round(reply.elapsedTime),
          createTime: deps.clock.nowText(),
        })
        .execute();
    } catch (error) {
      request.log.error({ err: error }, 'operation log not written');
    }
  });
}
