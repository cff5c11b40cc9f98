import { jobFairResource, permissionCode } from '@vets/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { perm } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { notFound } from '../../../core/errors.js';
import { jobFairStats } from '../services/job-fair-stats.js';
import { recruitmentDb } from '../tables.js';

const tags = ['招聘会'];

/** 招聘会 statistics (fairs, booths with their approval and registrations are resources). */
export const jobFairRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/recruitment/jobFair/statistics',
    {
      config: { access: perm(permissionCode(jobFairResource, 'list')) },
      schema: {
        tags,
        summary: '招聘会统计',
        querystring: z.object({ id: z.string().min(1).max(32) }),
      },
    },
    async (request) => {
      const fair = await recruitmentDb(ctx.db)
        .selectFrom('zpJobFair')
        .select(['id', 'startTime'])
        .where('id', '=', request.query.id)
        .executeTakeFirst();
      if (!fair) throw notFound('招聘会不存在');
      return ok(await jobFairStats(recruitmentDb(ctx.db), fair.id, fair.startTime));
    },
  );
};
