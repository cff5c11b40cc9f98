import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context.js';
import { requireAuth, SESSION } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { loadUserDeparts } from '../user-info.js';

export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/sys/user/getCurrentUserDeparts',
    {
      config: { access: SESSION },
      schema: { tags: ['用户'], summary: '当前用户的部门（list）与当前部门编码（orgCode）' },
    },
    async (request) => {
      const auth = requireAuth(request);
      const [list, user] = await Promise.all([
        loadUserDeparts(ctx.db, auth.userId),
        ctx.db
          .selectFrom('sysUser')
          .select('orgCode')
          .where('id', '=', auth.userId)
          .executeTakeFirstOrThrow(),
      ]);
      return ok({ list, orgCode: user.orgCode }, '查询成功');
    },
  );
};
