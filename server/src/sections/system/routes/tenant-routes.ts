import { DEFAULT_TENANT_ID, tenantApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { bumpPermissionVersion } from '../../../core/auth/permission-store.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, conflict, notFound } from '../../../core/errors.js';
import { newId } from '../../../db/ids.js';

const COLUMNS = ['id', 'name', 'status', 'beginDate', 'endDate', 'createTime'] as const;

/**
 * 租户: the tenant table and user membership. Requests name their tenant in X-Tenant-Id; the
 * access layer refuses a tenant the user does not belong to (TenantStore).
 */
export const tenantRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  serve(app, tenantApi.list, async () =>
    ok(await ctx.db.selectFrom('sysTenant').select(COLUMNS).orderBy('id').execute(), '查询成功'),
  );

  serve(app, tenantApi.getCurrentUserTenant, async (request) => {
    const rows = await ctx.db
      .selectFrom('sysTenant as t')
      .leftJoin('sysUserTenant as ut', (j) =>
        j.onRef('ut.tenantId', '=', 't.id').on('ut.userId', '=', requireAuth(request).userId),
      )
      .select(['t.id', 't.name'])
      .where((eb) => eb.or([eb('t.id', '=', DEFAULT_TENANT_ID), eb('ut.id', 'is not', null)]))
      .where('t.status', '=', '1')
      .orderBy('t.id')
      .execute();
    return ok(rows, '查询成功');
  });

  serve(app, tenantApi.add, async (request) => {
    const b = request.body;
    const taken = await ctx.db
      .selectFrom('sysTenant')
      .select('id')
      .where('id', '=', b.id)
      .executeTakeFirst();
    if (taken) throw conflict(`租户编号 ${b.id} 已存在`);
    await ctx.db
      .insertInto('sysTenant')
      .values({
        ...b,
        beginDate: b.beginDate ?? null,
        endDate: b.endDate ?? null,
        createBy: requireAuth(request).username,
        createTime: ctx.clock.nowText(),
        updateBy: null,
        updateTime: null,
      })
      .execute();
    return ok({ id: b.id }, '添加成功！');
  });

  serve(app, tenantApi.edit, async (request) => {
    const { id, ...b } = request.body;
    await ctx.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('sysTenant')
        .set({
          ...b,
          beginDate: b.beginDate ?? null,
          endDate: b.endDate ?? null,
          updateBy: requireAuth(request).username,
          updateTime: ctx.clock.nowText(),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      if (!Number(updated.numUpdatedRows)) throw notFound('租户不存在');
      await bumpPermissionVersion(trx);
    });
    return ok(null, '编辑成功!');
  });

  serve(app, tenantApi.delete, async (request) => {
    if (request.query.id === DEFAULT_TENANT_ID) throw badRequest('默认租户不能删除');
    await ctx.db.transaction().execute(async (trx) => {
      const deleted = await trx
        .deleteFrom('sysTenant')
        .where('id', '=', request.query.id)
        .executeTakeFirst();
      if (!Number(deleted.numDeletedRows)) throw notFound('租户不存在');
      await bumpPermissionVersion(trx);
    });
    return ok(null, '删除成功!');
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
