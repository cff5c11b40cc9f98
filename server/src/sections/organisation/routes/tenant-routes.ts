import { DEFAULT_TENANT_ID, tenantApi, tenantStatus } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { bumpPermissionVersion } from '../../../core/auth/permission-store.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, notFound } from '../../../core/errors.js';
import { newId } from '../../../db/ids.js';

/**
 * 租户 beside the tenant resource: the current user's tenants and user membership. Requests name
 * their tenant in X-Tenant-Id; the access layer refuses one the user does not belong to.
 */
export const tenantRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  serve(app, tenantApi.getCurrentUserTenant, async (request) => {
    const rows = await ctx.db
      .selectFrom('sysTenant as t')
      .leftJoin('sysUserTenant as ut', (j) =>
        j.onRef('ut.tenantId', '=', 't.id').on('ut.userId', '=', requireAuth(request).userId),
      )
      .select(['t.id', 't.name'])
      .where((eb) => eb.or([eb('t.id', '=', DEFAULT_TENANT_ID), eb('ut.id', 'is not', null)]))
      .where('t.status', '=', tenantStatus.values.active)
      .orderBy('t.id')
      .execute();
    return ok(rows, '查询成功');
  });

  serve(app, tenantApi.queryUserTenants, async (request) => {
    const rows = await ctx.db
      .selectFrom('sysUserTenant')
      .select('tenantId')
      .where('userId', '=', request.query.userId)
      .orderBy('tenantId')
      .execute();
    return ok(
      rows.map((r) => r.tenantId),
      '查询成功',
    );
  });

  serve(app, tenantApi.saveUserTenants, async (request) => {
    const { userId } = request.body;
    const tenantIds = [...new Set(request.body.tenantIds.filter((id) => id !== DEFAULT_TENANT_ID))];
    await ctx.db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('sysUser')
        .select('id')
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) throw notFound('用户不存在');
      const found = tenantIds.length
        ? await trx.selectFrom('sysTenant').select('id').where('id', 'in', tenantIds).execute()
        : [];
      if (found.length !== tenantIds.length) throw badRequest('所选租户不存在');
      await trx.deleteFrom('sysUserTenant').where('userId', '=', userId).execute();
      if (tenantIds.length) {
        await trx
          .insertInto('sysUserTenant')
          .values(tenantIds.map((tenantId) => ({ id: newId(), userId, tenantId })))
          .execute();
      }
      await bumpPermissionVersion(trx);
    });
    return ok(null, '保存成功！');
  });
};
