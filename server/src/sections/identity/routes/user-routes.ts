import { userApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, forbidden } from '../../../core/errors.js';
import { loadUserDeparts, loadUserInfo } from '../services/user-info.js';

export const userRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  serve(app, userApi.getCurrentUserDeparts, async (request) => {
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
  });

  serve(app, userApi.selectDepart, async (request) => {
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
    return ok({ userInfo: await loadUserInfo(ctx.db, auth.userId, request.tenantId) }, '切换成功');
  });
};
