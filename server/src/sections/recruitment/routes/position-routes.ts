import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { perm, requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { idList } from '../services/audit-decision.js';
import { closePositions, publishPositions } from '../services/position-lifecycle.js';

const tags = ['招聘岗位'];
const idsBody = z.object({ ids: z.string().min(1, '请选择岗位').max(3300) });

/** 招聘岗位: publish and close. Expiry is the scheduled job's. */
export const positionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
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
