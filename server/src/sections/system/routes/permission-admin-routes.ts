import { actionPermission, roleResource, SYSTEM_PERMISSIONS } from '@vets/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { perm, requireAuth } from '../../../core/auth/access.js';
import { bumpPermissionVersion } from '../../../core/auth/permission-store.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, notFound } from '../../../core/errors.js';
import { newId } from '../../../db/ids.js';
import {
  MENU_TYPE,
  permissionAddBody,
  permissionEditBody,
  toColumns,
} from '../services/permission-body.js';
import {
  buildAuthTree,
  buildPermissionTree,
  bySortNo,
  matchWithAncestors,
  type PermissionRecord,
  toNode,
  treeKeys,
} from '../services/permission-tree.js';
import {
  activeRows,
  checkPlacement,
  deleteWithDescendants,
  enabledRows,
  idList,
  keepingAdminControl,
  replaceRoleGrants,
} from '../services/permission-writes.js';

const LIST = perm(SYSTEM_PERMISSIONS.permissionList);
const AUTHORIZE = perm(actionPermission(roleResource, 'authorize'));
const MAX_IDS_TEXT = 200_000;

/** Direct children of `parentId`, each marked a leaf when nothing hangs below it. */
function childNodes(rows: PermissionRecord[], parentId: string) {
  return rows
    .filter((r) => r.parentId === parentId)
    .sort(bySortNo)
    .map((r) => toNode(r, !rows.some((c) => c.parentId === r.id)));
}

/**
 * 菜单管理 and 角色授权 (`/sys/permission/*`): the menu and button tree, its writes, and the
 * grants of a role. Every write bumps the permission version.
 */
export const permissionAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['菜单权限'];

  app.get(
    '/sys/permission/list',
    {
      config: { access: LIST },
      schema: {
        tags,
        summary: '菜单与按钮树（按排序）；给出 name 时为名称匹配的节点及其上级',
        querystring: z.object({
          name: z.string().max(100).optional().describe('菜单名称（模糊）'),
        }),
      },
    },
    async (request) => {
      const rows = await activeRows(ctx.db);
      const name = request.query.name?.trim();
      const keep = name ? matchWithAncestors(rows, name) : undefined;
      return ok(buildPermissionTree(rows, keep), '查询成功');
    },
  );

  app.post(
    '/sys/permission/add',
    {
      config: { access: perm(SYSTEM_PERMISSIONS.permissionAdd) },
      schema: { tags, summary: '新增菜单或按钮', body: permissionAddBody },
    },
    async (request) => {
      const values = toColumns(request.body);
      const id = newId();
      await ctx.db.transaction().execute(async (trx) => {
        checkPlacement(await activeRows(trx), values);
        await trx
          .insertInto('sysPermission')
          .values({
            id,
            ...values,
            delFlag: 0,
            createBy: requireAuth(request).username,
            createTime: ctx.clock.nowText(),
            updateBy: null,
            updateTime: null,
          })
          .execute();
        await bumpPermissionVersion(trx);
      });
      const row = await ctx.db
        .selectFrom('sysPermission')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return ok(toNode(row, true), '添加成功！');
    },
  );

  app.put(
    '/sys/permission/edit',
    {
      config: { access: perm(SYSTEM_PERMISSIONS.permissionEdit) },
      schema: { tags, summary: '编辑菜单或按钮', body: permissionEditBody },
    },
    async (request) => {
      const { id } = request.body;
      const values = toColumns(request.body);
      const row = await ctx.db.transaction().execute(async (trx) => {
        const rows = await activeRows(trx);
        if (!rows.some((r) => r.id === id)) throw notFound('菜单不存在或已删除');
        checkPlacement(rows, values, id);
        await keepingAdminControl(trx, () =>
          trx
            .updateTable('sysPermission')
            .set({
              ...values,
              updateBy: requireAuth(request).username,
              updateTime: ctx.clock.nowText(),
            })
            .where('id', '=', id)
            .execute(),
        );
        await bumpPermissionVersion(trx);
        const saved = await trx
          .selectFrom('sysPermission')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        return toNode(saved, !rows.some((r) => r.parentId === id));
      });
      return ok(row, '编辑成功！');
    },
  );

  const remove = async (ids: string[]) => {
    if (!ids.length) throw badRequest('请选择要删除的菜单');
    const count = await ctx.db.transaction().execute(async (trx) => {
      const n = await keepingAdminControl(trx, () => deleteWithDescendants(trx, ids));
      if (n === 0) throw notFound('菜单不存在或已删除');
      await bumpPermissionVersion(trx);
      return n;
    });
    return count;
  };

  app.delete(
    '/sys/permission/delete',
    {
      config: { access: perm(SYSTEM_PERMISSIONS.permissionDelete) },
      schema: {
        tags,
        summary: '删除菜单（连同其下级与各角色的授权）',
        querystring: z.object({ id: z.string().min(1, '缺少参数：id').max(32).describe('菜单ID') }),
      },
    },
    async (request) => {
      await remove([request.query.id]);
      return ok(null, '删除成功!');
    },
  );

  app.delete(
    '/sys/permission/deleteBatch',
    {
      config: { access: perm(SYSTEM_PERMISSIONS.permissionDelete) },
      schema: {
        tags,
        summary: '批量删除菜单（连同其下级与各角色的授权）',
        querystring: z.object({
          ids: z.string().min(1, '请选择要删除的菜单').max(33_000).describe('菜单ID（逗号分隔）'),
        }),
      },
    },
    async (request) => {
      const count = await remove(idList(request.query.ids));
      return ok({ count }, '批量删除成功!');
    },
  );

  // The spec names the authorization tree under both paths.
  for (const url of ['/sys/permission/queryTreeList', '/sys/role/queryTreeList']) {
    app.get(
      url,
      {
        config: { access: AUTHORIZE },
        schema: { tags, summary: '角色授权用的菜单与按钮树（有效的）及全部节点ID' },
      },
      async () => {
        const rows = await enabledRows(ctx.db);
        const treeList = buildAuthTree(rows);
        return ok({ treeList, ids: treeKeys(treeList) }, '查询成功');
      },
    );
  }

  const roleExists = async (roleId: string) => {
    const role = await ctx.db
      .selectFrom('sysRole')
      .select('id')
      .where('id', '=', roleId)
      .executeTakeFirst();
    if (!role) throw notFound('角色不存在');
  };

  app.get(
    '/sys/permission/queryRolePermission',
    {
      config: { access: AUTHORIZE },
      schema: {
        tags,
        summary: '角色已授权的菜单与按钮ID',
        querystring: z.object({
          roleId: z.string().min(1, '缺少参数：roleId').max(32).describe('角色ID'),
        }),
      },
    },
    async (request) => {
      await roleExists(request.query.roleId);
      const rows = await ctx.db
        .selectFrom('sysRolePermission as rp')
        .innerJoin('sysPermission as p', 'p.id', 'rp.permissionId')
        .select('rp.permissionId')
        .where('rp.roleId', '=', request.query.roleId)
        .where('p.delFlag', '=', 0)
        .orderBy('rp.permissionId')
        .execute();
      return ok(
        rows.map((r) => r.permissionId),
        '查询成功',
      );
    },
  );

  app.post(
    '/sys/permission/saveRolePermission',
    {
      config: { access: AUTHORIZE },
      schema: {
        tags,
        summary: '保存角色的授权（以 permissionIds 替换原有授权）',
        body: z.object({
          roleId: z.string().min(1, '缺少参数：roleId').max(32).describe('角色ID'),
          permissionIds: z
            .string()
            .max(MAX_IDS_TEXT)
            .default('')
            .describe('授权的菜单ID（逗号分隔）'),
          lastpermissionIds: z
            .string()
            .max(MAX_IDS_TEXT)
            .optional()
            .describe('打开时已授权的菜单ID（逗号分隔，仅供参考）'),
        }),
      },
    },
    async (request) => {
      const { roleId, permissionIds } = request.body;
      await roleExists(roleId);
      await ctx.db.transaction().execute(async (trx) => {
        await keepingAdminControl(trx, () => replaceRoleGrants(trx, roleId, idList(permissionIds)));
        await bumpPermissionVersion(trx);
      });
      return ok(null, '保存成功！');
    },
  );

  app.get(
    '/sys/permission/getSystemMenuList',
    {
      config: { access: LIST },
      schema: { tags, summary: '一级菜单' },
    },
    async () => {
      const rows = await activeRows(ctx.db);
      const tops = rows.filter((r) => r.menuType === MENU_TYPE.top && !r.parentId).sort(bySortNo);
      return ok(
        tops.map((r) => toNode(r, !rows.some((c) => c.parentId === r.id))),
        '查询成功',
      );
    },
  );

  app.get(
    '/sys/permission/getSystemSubmenu',
    {
      config: { access: LIST },
      schema: {
        tags,
        summary: '下级菜单与按钮',
        querystring: z.object({
          parentId: z.string().min(1, '缺少参数：parentId').max(32).describe('上级菜单ID'),
        }),
      },
    },
    async (request) => ok(childNodes(await activeRows(ctx.db), request.query.parentId), '查询成功'),
  );

  app.get(
    '/sys/permission/getSystemSubmenuBatch',
    {
      config: { access: LIST },
      schema: {
        tags,
        summary: '多个上级菜单的下级（按上级ID分组）',
        querystring: z.object({
          parentIds: z
            .string()
            .min(1, '缺少参数：parentIds')
            .max(33_000)
            .describe('上级菜单ID（逗号分隔）'),
        }),
      },
    },
    async (request) => {
      const rows = await activeRows(ctx.db);
      const result: Record<string, ReturnType<typeof childNodes>> = {};
      for (const id of idList(request.query.parentIds)) result[id] = childNodes(rows, id);
      return ok(result, '查询成功');
    },
  );
};
