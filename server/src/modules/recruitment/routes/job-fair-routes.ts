import { fairBoothResource, fairRegistrationResource, jobFairResource } from '@vets/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import { perm, requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { notFound } from '../../../core/errors.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { registerResourceRoutes } from '../../../core/resource/resource-routes.js';
import { splitWords } from '../matching/match-facts.js';
import { auditBody, auditOutcome, idList } from '../services/audit-decision.js';
import { BOOTH_STATUS, jobFairStats } from '../services/job-fair-stats.js';

const tags = ['招聘会'];

const fairHooks: ResourceHooks = {
  check({ values, existing }): Record<string, string> | undefined {
    const pick = (k: string) => String(values[k] ?? existing?.[k] ?? '');
    if (pick('regDeadline') && pick('regDeadline') > pick('endTime'))
      return { regDeadline: '报名截止不能晚于结束时间' };
    return undefined;
  },
  async beforeDelete({ trx, ids }) {
    await trx.deleteFrom('zpFairBooth').where('fairId', 'in', ids).execute();
    await trx.deleteFrom('zpFairRegistration').where('fairId', 'in', ids).execute();
  },
};

/** The chosen positions must be the booth company's own; an edited booth is reviewed again. */
const boothHooks: ResourceHooks = {
  async check({ db, values, existing }) {
    const companyId = String(values.companyId ?? existing?.companyId ?? '');
    const ids = splitWords(String(values.positionIds ?? ''));
    if (!ids.length) return undefined;
    const own = await db
      .selectFrom('zpPosition')
      .select('id')
      .where('id', 'in', ids)
      .where('companyId', '=', companyId)
      .execute();
    return own.length === new Set(ids).size
      ? undefined
      : { positionIds: '参会岗位须为该企业的岗位' };
  },
  extraValues: () => ({ status: BOOTH_STATUS.pending, auditReason: null }),
};

/** 招聘会: fairs, booth applications with their approval, registrations and statistics. */
export const jobFairRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerResourceRoutes(app, ctx, { def: jobFairResource, hooks: fairHooks });
  registerResourceRoutes(app, ctx, { def: fairBoothResource, hooks: boothHooks });
  registerResourceRoutes(app, ctx, { def: fairRegistrationResource });

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
      const found = await ctx.db
        .selectFrom('zpFairBooth')
        .select('id')
        .where('id', 'in', ids)
        .execute();
      if (found.length !== ids.length) throw notFound('部分展位申请不存在');
      const now = ctx.clock.nowText();
      await ctx.db
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
      const fair = await ctx.db
        .selectFrom('zpJobFair')
        .select(['id', 'startTime'])
        .where('id', '=', request.query.id)
        .executeTakeFirst();
      if (!fair) throw notFound('招聘会不存在');
      return ok(await jobFairStats(ctx.db, fair.id, fair.startTime));
    },
  );
};
