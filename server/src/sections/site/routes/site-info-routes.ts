import { siteInfoApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { portalReadConfig } from '../../../core/anonymous-rate-limit.js';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { ok } from '../../../core/envelope.js';
import { readSiteInfo, writeSiteInfo } from '../services/site-info.js';

/** The portal footer's site information, for every visitor. */
export const siteInfoPortalRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  serve(app, siteInfoApi.get, async () => ok(await readSiteInfo(ctx.db), '查询成功'), {
    config: portalReadConfig(ctx),
  });
};

/** 门户站点信息: administrators keep it. */
export const siteInfoRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  serve(app, siteInfoApi.save, async (request) => {
    await writeSiteInfo(ctx.db, request.body);
    return ok(await readSiteInfo(ctx.db), '保存成功');
  });
};
