import { bannerApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { portalReadConfig } from '../../../core/anonymous-rate-limit.js';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { ok } from '../../../core/envelope.js';
import { siteDb } from '../tables.js';

const MAX_BANNERS = 20;
/**
 * 门户轮播图 on the portal: it reads the shown ones, inside their
 * time window, without a session (no personal data: title, image, link).
 */
export const bannerPortalRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  serve(
    app,
    bannerApi.list,
    async () => {
      const now = ctx.clock.nowText();
      const banners = await siteDb(ctx.db)
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
    { config: portalReadConfig(ctx) },
  );
};
