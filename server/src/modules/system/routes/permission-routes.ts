import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context.js';
import { requireAuth, SESSION } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { userPermissionPayload } from '../permission-service.js';

export const permissionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const vars = { apiBase: ctx.config.apiBase };

  app.get(
    '/sys/permission/getUserPermissionByToken',
    {
      config: { access: SESSION },
      schema: { tags: ['权限'], summary: '当前用户的菜单与按钮权限（menu、auth、allAuth）' },
    },
    async (request) => {
      const auth = requireAuth(request);
      return ok(await userPermissionPayload(ctx.db, auth.userId, vars), '查询成功');
    },
  );
};
