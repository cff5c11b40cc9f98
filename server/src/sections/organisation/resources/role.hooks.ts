import type { AppContext } from '../../../core/app-context.js';
import { badRequest } from '../../../core/errors.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { SEED_ROLES } from '../seed/roles.js';
import { requireDataScopePower } from '../services/role-grants.js';

const BUILT_IN_ROLE_IDS = new Set(SEED_ROLES.map((r) => r.id));

/**
 * The four built-in roles stay; a deleted role takes its grants and memberships with it (the
 * definition bumps the permission version on every write); only a province-wide user sets or
 * changes a role of 全部数据.
 */
export function roleHooks(ctx: AppContext): ResourceHooks {
  return {
    async extraValues({ input, existing, actor }) {
      if (actor) await requireDataScopePower(ctx.db, actor, [input.dataScope, existing?.dataScope]);
      return {};
    },
    async beforeDelete({ trx, ids }) {
      if (ids.some((id) => BUILT_IN_ROLE_IDS.has(id))) throw badRequest('内置角色不能删除');
      await trx.deleteFrom('sysRolePermission').where('roleId', 'in', ids).execute();
      await trx.deleteFrom('sysUserRole').where('roleId', 'in', ids).execute();
    },
  };
}
