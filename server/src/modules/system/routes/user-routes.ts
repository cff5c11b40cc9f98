import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context.js';
import { requireAuth, SESSION } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { loadUserDeparts, loadUserInfo } from '../user-info.js';

export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/sys/user/getCurrentUserDeparts',
    {
      config: { access: SESSION },
      schema: { tags: ['用户'], summary: '当前用户的部门（list）与当前部门编码（orgCode）' },
    },
    async (request) => {
      const auth = requireAuth(request);
      const [list, info] = await Promise.all([
        loadUserDeparts(ctx.db, auth.userId),
        loadUserInfo(ctx.db, auth.userId, auth.tenantId),
      ]);
      return ok({ list, orgCode: info.orgCode }, '查询成功');
    },
  );
};
