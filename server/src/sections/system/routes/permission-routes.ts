import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth, SESSION } from '../../../core/auth/access.js';
import { okJson } from '../../../core/envelope.js';

export const permissionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/sys/permission/getUserPermissionByToken',
    {
      config: { access: SESSION },
      schema: { tags: ['权限'], summary: '当前用户的菜单与按钮权限（menu、auth、allAuth）' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { payloadJson } = await ctx.permissions.forUser(auth.userId, auth.permissionVersion);
      return reply.type('application/json; charset=utf-8').send(okJson(payloadJson, '查询成功'));
    },
  );
};
