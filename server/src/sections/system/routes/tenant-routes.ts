import { DEFAULT_TENANT_ID, SYSTEM_PERMISSIONS } from '@vets/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { perm, requireAuth, SESSION } from '../../../core/auth/access.js';
import { bumpPermissionVersion } from '../../../core/auth/permission-store.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, conflict, notFound } from '../../../core/errors.js';
import { newId } from '../../../db/ids.js';

const tags = ['租户'];
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期应为 YYYY-MM-DD')
  .nullable()
  .optional();
const tenantBody = z.object({
  id: z.coerce.number().int('租户编号必须是整数').min(1, '租户编号必须大于0').max(999_999_999),
  name: z.string().trim().min(1, '请输入租户名称').max(100, '租户名称不能超过100个字符'),
  status: z.enum(['0', '1']).default('1'),
  beginDate: date,
  endDate: date,
});
const COLUMNS = ['id', 'name', 'status', 'beginDate', 'endDate', 'createTime'] as const;

/**
 * 租户: the tenant table and user membership. Requests name their tenant in X-Tenant-Id; the
 * access layer refuses a tenant the user does not belong to (TenantStore).
 */
export const tenantRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/sys/tenant/list',
    {
      config: { access: perm(SYSTEM_PERMISSIONS.tenantList) },
      schema: { tags, summary: '全部租户' },
    },
    async () =>
      ok(await ctx.db.selectFrom('sysTenant').select(COLUMNS).orderBy('id').execute(), '查询成功'),
  );

  app.get(
    '/sys/tenant/getCurrentUserTenant',
    { config: { access: SESSION }, schema: { tags, summary: '当前用户可进入的租户' } },
    async (request) => {
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
    },
  );

  app.post(
    '/sys/tenant/add',
    {
      config: { access: perm(SYSTEM_PERMISSIONS.tenantAdd) },
      schema: { tags, summary: '新增租户', body: tenantBody },
    },
    async (request) => {
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
    },
  );

  app.put(
    '/sys/tenant/edit',
    {
      config: { access: perm(SYSTEM_PERMISSIONS.tenantEdit) },
      schema: { tags, summary: '编辑租户', body: tenantBody },
    },
    async (request) => {
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
    },
  );

  app.delete(
    '/sys/tenant/delete',
    {
      config: { access: perm(SYSTEM_PERMISSIONS.tenantDelete) },
      schema: { tags, summary: '删除租户', querystring: z.object({ id: z.coerce.number().int() }) },
    },
    async (request) => {
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
    },
  );

  app.get(
    '/sys/tenant/queryUserTenants',
    {
      config: { access: perm(SYSTEM_PERMISSIONS.tenantList) },
      schema: {
        tags,
        summary: '用户所属的租户',
        querystring: z.object({ userId: z.string().min(1).max(32) }),
      },
    },
    async (request) => {
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
    },
  );

  app.put(
    '/sys/tenant/saveUserTenants',
    {
      config: { access: perm(SYSTEM_PERMISSIONS.tenantEdit) },
      schema: {
        tags,
        summary: '设置用户所属的租户',
        body: z.object({
          userId: z.string().min(1).max(32),
          tenantIds: z.array(z.coerce.number().int()).max(1000),
        }),
      },
    },
    async (request) => {
      const { userId } = request.body;
      const tenantIds = [
        ...new Set(request.body.tenantIds.filter((id) => id !== DEFAULT_TENANT_ID)),
      ];
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
    },
  );
};
