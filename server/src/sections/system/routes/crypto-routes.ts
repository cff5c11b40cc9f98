import { createHmac } from 'node:crypto';
import { cryptoApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { SETTING_DATA_KEY } from '../seed/settings.js';

/**
 * Key material for the client. The AES key and iv belong to the session, so they end with it;
 * the client encrypts password fields with them (CBC, zero padding, base64). The data key is
 * the session's too.
 */
export const cryptoRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  serve(app, cryptoApi.getEncryptedString, async (request) => {
    const auth = requireAuth(request);
    return ok({ key: auth.aesKey, iv: auth.aesIv }, '查询成功');
  });

  // The installation's data key never leaves the server: each session gets its own key derived
  // from it, which ends with the session and tells nothing about another session's.
  serve(app, cryptoApi.getSecretKey, async (request) => {
    const auth = requireAuth(request);
    const row = await ctx.db
      .selectFrom('sysSetting')
      .select('value')
      .where('key', '=', SETTING_DATA_KEY)
      .executeTakeFirstOrThrow();
    const key = createHmac('sha256', row.value).update(`data-key:${auth.sessionId}`).digest('hex');
    return ok(key.slice(0, 32), '查询成功');
  });
};
