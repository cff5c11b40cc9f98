import { permissionAdminApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { bumpPermissionVersion } from '../../../core/auth/permission-store.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, notFound } from '../../../core/errors.js';
import { newId } from '../../../db/ids.js';
import { MENU_TYPE, toColumns } from '../services/permission-body.js';
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
import { heldPermissions, requireHeldGrants } from '../services/role-grants.js';

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
export const permissionAdminRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  serve(app, permissionAdminApi.list, async (request) => {
    const rows = await activeRows(ctx.db);
    const name = request.query.name?.trim();
    const keep = name ? matchWithAncestors(rows, name) : undefined;
    return ok(buildPermissionTree(rows, keep), '查询成功');
  });

  serve(app, permissionAdminApi.add, async (request) => {
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
  });

  serve(app, permissionAdminApi.edit, async (request) => {
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
  });

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

  serve(app, permissionAdminApi.delete, async (request) => {
    await remove([request.query.id]);
    return ok(null, '删除成功!');
  });

  serve(app, permissionAdminApi.deleteBatch, async (request) => {
    const count = await remove(idList(request.query.ids));
    return ok({ count }, '批量删除成功!');
  });

  // The spec names the authorization tree under both paths.
  for (const endpoint of [permissionAdminApi.queryTreeList, permissionAdminApi.roleQueryTreeList]) {
    serve(app, endpoint, async () => {
      const rows = await enabledRows(ctx.db);
      const treeList = buildAuthTree(rows);
      return ok({ treeList, ids: treeKeys(treeList) }, '查询成功');
    });
  }

  const roleExists = async (roleId: string) => {
    const role = await ctx.db
      .selectFrom('sysRole')
      .select('id')
      .where('id', '=', roleId)
      .executeTakeFirst();
    if (!role) throw notFound('角色不存在');
  };

  serve(app, permissionAdminApi.queryRolePermission, async (request) => {
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
  });

  serve(app, permissionAdminApi.saveRolePermission, async (request) => {
    const { roleId, permissionIds } = request.body;
    await roleExists(roleId);
    const held = await heldPermissions(ctx, request);
    await ctx.db.transaction().execute(async (trx) => {
      const wanted = idList(permissionIds);
      const current = await trx
        .selectFrom('sysRolePermission')
        .select('permissionId')
        .where('roleId', '=', roleId)
        .execute();
      await requireHeldGrants(
        trx,
        held,
        current.map((r) => r.permissionId),
        wanted,
      );
      await keepingAdminControl(trx, () => replaceRoleGrants(trx, roleId, wanted));
      await bumpPermissionVersion(trx);
    });
    return ok(null, '保存成功！');
  });

  serve(app, permissionAdminApi.getSystemMenuList, async () => {
    const rows = await activeRows(ctx.db);
    const tops = rows.filter((r) => r.menuType === MENU_TYPE.top && !r.parentId).sort(bySortNo);
    return ok(
      tops.map((r) => toNode(r, !rows.some((c) => c.parentId === r.id))),
      '查询成功',
    );
  });

  serve(app, permissionAdminApi.getSystemSubmenu, async (request) =>
    ok(childNodes(await activeRows(ctx.db), request.query.parentId), '查询成功'),
  );

  serve(app, permissionAdminApi.getSystemSubmenuBatch, async (request) => {
    const rows = await activeRows(ctx.db);
    const result: Record<string, ReturnType<typeof childNodes>> = {};
    for (const id of idList(request.query.parentIds)) result[id] = childNodes(rows, id);
    return ok(result, '查询成功');
  });
};
