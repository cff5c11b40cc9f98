import { roleResource } from '@vets/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context.js';
import { perm } from '../../../core/auth/access.js';
import { bumpPermissionVersion } from '../../../core/auth/permission-store.js';
import { ok } from '../../../core/envelope.js';
import { badRequest } from '../../../core/errors.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { registerResourceRoutes } from '../../../core/resource/resource-routes.js';
import { SEED_ROLES } from '../../../db/seed/roles.js';

const BUILT_IN_ROLE_IDS = new Set(SEED_ROLES.map((r) => r.id));

/** The four built-in roles stay; a deleted role takes its grants and memberships with it. */
const roleHooks: ResourceHooks = {
  async beforeDelete({ trx, ids }) {
    if (ids.some((id) => BUILT_IN_ROLE_IDS.has(id))) throw badRequest('内置角色不能删除');
    await trx.deleteFrom('sysRolePermission').where('roleId', 'in', ids).execute();
    await trx.deleteFrom('sysUserRole').where('roleId', 'in', ids).execute();
  },
  async afterWrite({ trx, mode }) {
    if (mode === 'delete') await bumpPermissionVersion(trx);
  },
};

/** 角色管理: the role resource (`/sys/role/list|add|edit|delete|…`) and `queryall`. */
export const roleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerResourceRoutes(app, ctx, { def: roleResource, hooks: roleHooks });

  app.get(
    '/sys/role/queryall',
    {
      config: { access: perm('system:role:list') },
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
