import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { bannerRoutes } from './routes/banner-routes.js';
import { recruitmentPortalRoutes } from './routes/recruitment-portal-routes.js';

/** The public portal's own data that staff manage in the back office (banners) and the public recruitment reads. */
export const portalModule: FastifyPluginAsync<{ ctx: AppContext }> = async (app, opts) => {
  await app.register(bannerRoutes, opts);
  await app.register(recruitmentPortalRoutes, opts);
};
