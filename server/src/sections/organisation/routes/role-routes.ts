import { roleApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { ok } from '../../../core/envelope.js';

/** 角色管理: `queryall` beside the role resource. */
export const roleRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  serve(app, roleApi.queryall, async () => {
    const roles = await ctx.db
      .selectFrom('sysRole')
      .select(['id', 'roleName', 'roleCode', 'description'])
      .orderBy('createTime')
      .orderBy('id')
      .execute();
    return ok(roles, '查询成功');
  });
};
