import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { perm, requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { notFound } from '../../../core/errors.js';
import { auditBody, auditOutcome, idList } from '../services/audit-decision.js';
import { BOOTH_STATUS, jobFairStats } from '../services/job-fair-stats.js';
import { recruitmentDb } from '../tables.js';

const tags = ['招聘会'];

/** 招聘会: fairs, booth applications with their approval, registrations and statistics. */
export const jobFairRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/recruitment/fairBooth/audit',
    {
      config: { access: perm('recruitment:jobFair:audit') },
      schema: {
        tags,
        summary: '审核展位申请：通过，或填写原因驳回',
        body: auditBody('展位申请'),
      },
    },
    async (request) => {
      const outcome = auditOutcome(request.body, BOOTH_STATUS);
      const ids = idList(request.body.ids);
      const found = await recruitmentDb(ctx.db)
        .selectFrom('zpFairBooth')
        .select('id')
        .where('id', 'in', ids)
        .execute();
      if (found.length !== ids.length) throw notFound('部分展位申请不存在');
      const now = ctx.clock.nowText();
      await recruitmentDb(ctx.db)
        .updateTable('zpFairBooth')
        .set({
          status: outcome.status,
          auditReason: outcome.reason,
          updateBy: requireAuth(request).username,
          updateTime: now,
          version: (eb) => eb('version', '+', 1),
        })
        .where('id', 'in', ids)
        .execute();
      return ok(ids.length, request.body.approve ? '审核通过' : '已驳回');
    },
  );

  app.get(
    '/recruitment/jobFair/statistics',
    {
      config: { access: perm('recruitment:jobFair:list') },
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
