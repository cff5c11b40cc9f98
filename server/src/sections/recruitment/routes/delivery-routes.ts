import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { perm, requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { changeDeliveryStatus } from '../services/delivery-pipeline.js';

/** 岗位投递: moving an application along its pipeline (applications and interviews are resources). */
export const deliveryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
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
