import { Cron } from 'croner';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { companyRoutes } from './routes/company-routes.js';
import { deliveryRoutes } from './routes/delivery-routes.js';
import { favoriteRoutes } from './routes/favorite-routes.js';
import { jobFairRoutes } from './routes/job-fair-routes.js';
import { matchingRoutes } from './routes/matching-routes.js';
import { positionRoutes } from './routes/position-routes.js';
import { resumeRoutes } from './routes/resume-routes.js';
import { expirePositions } from './services/position-lifecycle.js';

/** Five seconds past midnight, every day (croner's 6-part form, seconds first). */
const EXPIRY_SCHEDULE = '5 0 0 * * *';

/** 招聘管理: companies, positions, resumes, applications, interviews, fairs, matching. */
export const recruitmentModule: FastifyPluginAsync<{ ctx: AppContext }> = async (app, opts) => {
  for (const routes of [
    companyRoutes,
    positionRoutes,
    resumeRoutes,
    deliveryRoutes,
    jobFairRoutes,
    matchingRoutes,
    favoriteRoutes,
  ])
    await app.register(routes, opts);

  // The sweep is idempotent, so several instances running it at once do no harm.
  const { ctx } = opts;
  const sweep = () => expirePositions(ctx.db, ctx.clock.nowText().slice(0, 10));
  let job: Cron | null = null;
  app.addHook('onReady', async () => {
    await sweep();
    job = new Cron(EXPIRY_SCHEDULE, { protect: true, catch: (e) => app.log.error(e) }, async () => {
      const expired = await sweep();
      if (expired) app.log.info({ expired }, '招聘岗位到期自动过期');
    });
  });
  app.addHook('onClose', async () => job?.stop());
};
