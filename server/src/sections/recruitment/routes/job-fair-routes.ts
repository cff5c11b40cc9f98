import { jobFairApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { ok } from '../../../core/envelope.js';
import { notFound } from '../../../core/errors.js';
import { jobFairStats } from '../services/job-fair-stats.js';
import { recruitmentDb } from '../tables.js';

/** 招聘会 statistics (fairs, booths with their approval and registrations are resources). */
export const jobFairRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  serve(app, jobFairApi.statistics, async (request) => {
    const fair = await recruitmentDb(ctx.db)
      .selectFrom('zpJobFair')
      .select(['id', 'startTime'])
      .where('id', '=', request.query.id)
      .executeTakeFirst();
    if (!fair) throw notFound('招聘会不存在');
    return ok(await jobFairStats(recruitmentDb(ctx.db), fair.id, fair.startTime));
  });
};
