import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth, SESSION } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, forbidden } from '../../../core/errors.js';
import { loadUserDeparts, loadUserInfo } from '../services/user-info.js';

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

  app.post(
    '/sys/selectDepart',
    {
      config: { access: SESSION },
      schema: {
        tags: ['用户'],
        summary: '切换当前部门（须为本人所属部门）；返回新的用户信息',
        body: z.object({
          orgCode: z.string().min(1, '请选择部门').max(64),
          username: z.string().max(32).optional(),
        }),
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { orgCode, username } = request.body;
      if (username !== undefined && username !== auth.username) {
        throw forbidden('只能切换自己的部门');
      }
      const mine = await loadUserDeparts(ctx.db, auth.userId);
      if (!mine.some((d) => d.orgCode === orgCode)) throw badRequest('所选部门不是您所属的部门');
      await ctx.db
        .updateTable('sysUser')
        .set({ orgCode, updateTime: ctx.clock.nowText() })
        .where('id', '=', auth.userId)
        .execute();
      return ok(
        { userInfo: await loadUserInfo(ctx.db, auth.userId, request.tenantId) },
        '切换成功',
      );
    },
  );
};
