import { jobPositionResource } from '@vets/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import { perm, requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { badRequest } from '../../../core/errors.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { registerResourceRoutes } from '../../../core/resource/resource-routes.js';
import type { Db } from '../../../db/database.js';
import { idList } from '../services/audit-decision.js';
import { positionDerivedColumns } from '../services/position-derived.js';
import {
  closePositions,
  POSITION_STATUS,
  publishPositions,
} from '../services/position-lifecycle.js';

const tags = ['招聘岗位'];
const idsBody = z.object({ ids: z.string().min(1, '请选择岗位').max(3300) });

function positionHooks(db: Db): ResourceHooks {
  return {
    async extraValues({ input, mode, existing }) {
      const derived = await positionDerivedColumns(db, input, existing);
      return mode === 'add' ? { ...derived, status: POSITION_STATUS.draft } : derived;
    },
    async beforeDelete({ trx, ids }) {
      const used = await trx
        .selectFrom('zpDelivery')
        .select('id')
        .where('positionId', 'in', ids)
        .executeTakeFirst();
      if (used) throw badRequest('岗位已有投递记录，不能删除，请改为关闭');
    },
  };
}

/** 招聘岗位: the standard routes, publish and close. Expiry is the scheduled sweep's. */
export const positionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerResourceRoutes(app, ctx, { def: jobPositionResource, hooks: positionHooks(ctx.db) });

  app.post(
    '/recruitment/position/publish',
    {
      config: { access: perm('recruitment:position:publish') },
      schema: { tags, summary: '发布岗位（企业须已通过审核，截止日期未过）', body: idsBody },
    },
    async (request) => {
      const ids = idList(request.body.ids);
      return ok(await publishPositions(ctx, ids, requireAuth(request).username), '发布成功');
    },
  );

  app.post(
    '/recruitment/position/close',
    {
      config: { access: perm('recruitment:position:publish') },
      schema: { tags, summary: '关闭已发布的岗位', body: idsBody },
    },
    async (request) => {
      const ids = idList(request.body.ids);
      return ok(await closePositions(ctx, ids, requireAuth(request).username), '已关闭');
    },
  );
};
