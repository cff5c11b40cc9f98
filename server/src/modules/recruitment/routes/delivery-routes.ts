import { deliveryResource, interviewResource } from '@vets/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import { perm, requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { registerResourceRoutes } from '../../../core/resource/resource-routes.js';
import { changeDeliveryStatus, DELIVERY_STATUS } from '../services/delivery-pipeline.js';
import { POSITION_STATUS } from '../services/position-lifecycle.js';

function deliveryHooks(ctx: AppContext): ResourceHooks {
  return {
    async check({ db, values, mode }) {
      if (mode === 'edit') return undefined;
      const position = await db
        .selectFrom('zpPosition')
        .select(['status', 'expireDate'])
        .where('id', '=', String(values.positionId))
        .executeTakeFirst();
      if (!position) return undefined;
      if (
        position.status !== POSITION_STATUS.published ||
        position.expireDate < ctx.clock.nowText().slice(0, 10)
      )
        return { positionId: '岗位未发布或已截止，不能投递' };
      const taken = await db
        .selectFrom('zpDelivery')
        .select('id')
        .where('resumeId', '=', String(values.resumeId))
        .where('positionId', '=', String(values.positionId))
        .executeTakeFirst();
      return taken ? { positionId: '该求职者已投递过此岗位' } : undefined;
    },
    async extraValues({ input, mode }) {
      if (mode !== 'add') return {};
      const position = await ctx.db
        .selectFrom('zpPosition')
        .select('companyId')
        .where('id', '=', String(input.positionId))
        .executeTakeFirstOrThrow();
      return {
        companyId: position.companyId,
        status: DELIVERY_STATUS.delivered,
        deliverTime: ctx.clock.nowText(),
      };
    },
    async afterWrite({ trx, mode, input }) {
      if (mode !== 'add' || typeof input?.positionId !== 'string') return;
      await trx
        .updateTable('zpPosition')
        .set((eb) => ({ applyCount: eb('applyCount', '+', 1) }))
        .where('id', '=', input.positionId)
        .execute();
    },
    async beforeDelete({ trx, ids }) {
      await trx.deleteFrom('zpInterview').where('deliveryId', 'in', ids).execute();
    },
  };
}

/** An interview belongs to an open application, which moves to 邀请面试. */
function interviewHooks(ctx: AppContext): ResourceHooks {
  return {
    async check({ db, values, mode }) {
      if (mode === 'edit') return undefined;
      const delivery = await db
        .selectFrom('zpDelivery')
        .select('status')
        .where('id', '=', String(values.deliveryId))
        .executeTakeFirst();
      if (!delivery) return { deliveryId: '投递记录不存在' };
      if (delivery.status === DELIVERY_STATUS.hired || delivery.status === DELIVERY_STATUS.rejected)
        return { deliveryId: '该投递已有结果，不能再安排面试' };
      return undefined;
    },
    async extraValues({ input, mode }) {
      if (mode !== 'add') return {};
      const d = await ctx.db
        .selectFrom('zpDelivery')
        .select(['resumeId', 'positionId'])
        .where('id', '=', String(input.deliveryId))
        .executeTakeFirstOrThrow();
      return { resumeId: d.resumeId, positionId: d.positionId };
    },
    async afterWrite({ trx, mode, input }) {
      if (mode !== 'add' || typeof input?.deliveryId !== 'string') return;
      const now = ctx.clock.nowText();
      await trx
        .updateTable('zpDelivery')
        .set({ status: DELIVERY_STATUS.interview, interviewTime: now, updateTime: now })
        .where('id', '=', input.deliveryId)
        .where('status', 'in', [DELIVERY_STATUS.delivered, DELIVERY_STATUS.viewed])
        .execute();
    },
  };
}

/** 岗位投递 and 面试. */
export const deliveryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerResourceRoutes(app, ctx, { def: deliveryResource, hooks: deliveryHooks(ctx) });
  registerResourceRoutes(app, ctx, { def: interviewResource, hooks: interviewHooks(ctx) });

  app.put(
    '/recruitment/delivery/changeStatus',
    {
      config: { access: perm('recruitment:delivery:edit') },
      schema: {
        tags: ['岗位投递'],
        summary: '推进投递状态：已投递 → 已查看 → 邀请面试 → 已录用／不合适',
        body: z.object({
          id: z.string().min(1, '缺少参数：id').max(32),
          status: z.enum(['2', '3', '4', '5'], '投递状态无效'),
          note: z.string().max(300, '企业备注最多300字').optional(),
        }),
      },
    },
    async (request) => {
      await changeDeliveryStatus(ctx, request.body, requireAuth(request).username);
      return ok(null, '操作成功');
    },
  );
};
