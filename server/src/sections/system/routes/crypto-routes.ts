import { cryptoApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { SETTING_DATA_KEY } from '../seed/settings.js';

/**
 * Key material for the client. The AES key and iv belong to the session, so they end with it;
 * the client encrypts password fields with them (CBC, zero padding, base64).
 */
export const cryptoRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  serve(app, cryptoApi.getEncryptedString, async (request) => {
    const auth = requireAuth(request);
    return ok({ key: auth.aesKey, iv: auth.aesIv }, '查询成功');
  });

  serve(app, cryptoApi.getSecretKey, async () => {
    const row = await ctx.db
      .selectFrom('sysSetting')
      .select('value')
      .where('key', '=', SETTING_DATA_KEY)
      .executeTakeFirstOrThrow();
    return ok(row.value, '查询成功');
  });
};
