import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth, SESSION } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { SETTING_DATA_KEY } from '../seed/settings.js';

/**
 * Key material for the client. The AES key and iv belong to the session, so they end with it;
 * the client encrypts password fields with them (CBC, zero padding, base64).
 */
export const cryptoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/sys/getEncryptedString',
    {
      config: { access: SESSION },
      schema: { tags: ['加密'], summary: '获取本会话的 AES 密钥与偏移量（key、iv）' },
    },
    async (request) => {
      const auth = requireAuth(request);
      return ok({ key: auth.aesKey, iv: auth.aesIv }, '查询成功');
    },
  );

  app.post(
    '/sys/getSecretKey',
    {
      config: { access: SESSION },
      schema: { tags: ['加密'], summary: '获取数据加解密服务使用的数据密钥' },
    },
    async () => {
      const row = await ctx.db
        .selectFrom('sysSetting')
        .select('value')
        .where('key', '=', SETTING_DATA_KEY)
        .executeTakeFirstOrThrow();
      return ok(row.value, '查询成功');
    },
  );
};
