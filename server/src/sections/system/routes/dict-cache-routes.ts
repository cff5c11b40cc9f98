import { dictApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { ok } from '../../../core/envelope.js';
import { loadAllDictItems } from '../services/dict-items.js';

const DICT_CACHE_MESSAGES = {
  refreshed: '刷新缓存完成！',
  failed: '刷新缓存失败！',
} as const;

/**
 * The dictionary cache calls of section 4: refresh on the server, then fetch every item (the
 * client keeps them 7 days, as it does after login).
 */
export const dictCacheRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  serve(app, dictApi.refleshCache, async () => {
    ctx.dictCache.invalidate();
    return ok(null, DICT_CACHE_MESSAGES.refreshed);
  });

  serve(app, dictApi.queryAllDictItems, async () => ok(await loadAllDictItems(ctx.db), '查询成功'));
};
