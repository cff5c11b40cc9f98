import { permissionCode, roleResource } from '@vets/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../core/app-context.js';
import { perm } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';

/** 角色管理: `queryall` beside the role resource. */
export const roleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/sys/role/queryall',
    {
      config: { access: perm(permissionCode(roleResource, 'list')) },
      schema: { tags: ['角色'], summary: '全部角色' },
    },
    async () => {
      const roles = await ctx.db
        .selectFrom('sysRole')
        .select(['id', 'roleName', 'roleCode', 'description'])
        .orderBy('createTime')
        .orderBy('id')
        .execute();
      return ok(roles, '查询成功');
    },
  );
};
