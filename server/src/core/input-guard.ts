import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

const NUL = '\u0000';
const MAX_DEPTH = 32;
export const NUL_REFUSED = '请求内容不能包含空字符（\\u0000）';

/** Whether a parsed request part holds a NUL character anywhere (keys included). */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  // Files and streams are read and checked where they are used.
  if (Buffer.isBuffer(value) || typeof (value as { pipe?: unknown }).pipe === 'function')
    return false;
  return Object.entries(value).some(([k, v]) => k.includes(NUL) || hasNul(v, depth + 1));
}

/**
 * No text from a request may carry NUL: PostgreSQL cannot store or compare it, and no field of
 * this product has a use for it. The path, the query and a parsed body are checked before any
 * route validates them; multipart parts are checked where they are read.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
      throw badRequest(NUL_REFUSED);
    }
  });
}
