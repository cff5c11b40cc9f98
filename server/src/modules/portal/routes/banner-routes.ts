import { bannerResource } from '@vets/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context.js';
import { OPEN } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { registerResourceRoutes } from '../../../core/resource/resource-routes.js';

const MAX_BANNERS = 20;
const LINK = /^(\/[^\s]*|https?:\/\/\S+)$/;

/** Links stay on this site or go to http(s). */
const hooks: ResourceHooks = {
  check({ values, existing }): Record<string, string> | undefined {
    const link = values.linkUrl ?? existing?.linkUrl;
    if (typeof link === 'string' && link && !LINK.test(link)) {
      return { linkUrl: '链接地址应为站内路径（以 / 开头）或 http(s) 地址' };
    }
    return undefined;
  },
};

/**
 * 门户轮播图: managed through the resource engine; the portal reads the shown ones, inside their
 * time window, without a session (no personal data: title, image, link).
 */
export const bannerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerResourceRoutes(app, ctx, { def: bannerResource, hooks });

  app.get(
    '/portal/banner/list',
    {
      config: { access: OPEN },
      schema: { tags: ['门户'], summary: '门户首页轮播图（上架且在有效期内）' },
    },
    async () => {
      const now = ctx.clock.nowText();
      const banners = await ctx.db
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
