import { dictResource, permissionCode } from '@vets/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../core/app-context.js';
import { perm, SESSION } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { loadAllDictItems } from '../services/dict-items.js';

export const DICT_CACHE_MESSAGES = {
  refreshed: '刷新缓存完成！',
  failed: '刷新缓存失败！',
} as const;

/**
 * The dictionary cache calls of section 4: refresh on the server, then fetch every item (the
 * client keeps them 7 days, as it does after login).
 */
export const dictCacheRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['字典'];
  app.get(
    '/sys/dict/refleshCache',
    {
      config: { access: perm(permissionCode(dictResource, 'list')) },
      schema: { tags, summary: '清空服务端字典缓存' },
    },
    async () => {
      ctx.dictCache.invalidate();
      return ok(null, DICT_CACHE_MESSAGES.refreshed);
    },
  );

  app.get(
    '/sys/dict/queryAllDictItems',
    {
      config: { access: SESSION },
      schema: { tags, summary: '全部字典项（按字典编码），与登录结果中的 sysAllDictItems 相同' },
    },
    async () => ok(await loadAllDictItems(ctx.db), '查询成功'),
  );
};
