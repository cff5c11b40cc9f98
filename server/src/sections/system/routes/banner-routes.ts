import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../core/app-context.js';
import { OPEN } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { systemDb } from '../tables.js';

const MAX_BANNERS = 20;
/**
 * 门户轮播图 on the portal: it reads the shown ones, inside their
 * time window, without a session (no personal data: title, image, link).
 */
export const bannerPortalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/portal/banner/list',
    {
      config: { access: OPEN },
      schema: { tags: ['门户'], summary: '门户首页轮播图（上架且在有效期内）' },
    },
    async () => {
      const now = ctx.clock.nowText();
      const banners = await systemDb(ctx.db)
        .selectFrom('sysBanner')
        .select(['id', 'title', 'image', 'linkUrl'])
        .where('status', '=', '1')
        .where((eb) => eb.or([eb('startTime', 'is', null), eb('startTime', '<=', now)]))
        .where((eb) => eb.or([eb('endTime', 'is', null), eb('endTime', '>=', now)]))
        .orderBy('sortNo')
        .orderBy('createTime', 'desc')
        .limit(MAX_BANNERS)
        .execute();
      return ok(banners, '查询成功');
    },
  );
};
