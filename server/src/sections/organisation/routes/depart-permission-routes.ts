import { departPermissionApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { bumpPermissionVersion } from '../../../core/auth/permission-store.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, conflict, notFound } from '../../../core/errors.js';
import type { Db } from '../../../db/database.js';
import { newId } from '../../../db/ids.js';
import { buildAuthTree, treeKeys } from '../services/permission-tree.js';
import { enabledRows, idList } from '../services/permission-writes.js';
import {
  heldPermissions,
  requireHeldDepartRoles,
  requireHeldGrants,
} from '../services/role-grants.js';
import { organisationDb } from '../tables.js';

async function requireDepart(db: Db, departId: string): Promise<void> {
  const found = await organisationDb(db)
    .selectFrom('sysDepart')
    .select('id')
    .where('id', '=', departId)
    .executeTakeFirst();
  if (!found) throw notFound('机构不存在');
}

async function departRole(db: Db, roleId: string) {
  const role = await organisationDb(db)
    .selectFrom('sysDepartRole')
    .select(['id', 'departId'])
    .where('id', '=', roleId)
    .executeTakeFirst();
  if (!role) throw notFound('部门角色不存在');
  return role;
}

/** `ids` and the menus above them among `rows` (so a granted page can be reached). */
function withAncestors(
  rows: ReadonlyArray<{ id: string; parentId: string | null }>,
  ids: readonly string[],
): Set<string> {
  const parent = new Map(rows.map((r) => [r.id, r.parentId]));
  const out = new Set<string>();
  for (const id of ids) {
    for (let cur: string | null | undefined = id; cur && !out.has(cur); cur = parent.get(cur)) {
      if (parent.has(cur)) out.add(cur);
    }
  }
  return out;
}

async function departPermissionIds(db: Db, departId: string): Promise<string[]> {
  const rows = await organisationDb(db)
    .selectFrom('sysDepartPermission')
    .select('permissionId')
    .where('departId', '=', departId)
    .execute();
  return rows.map((r) => r.permissionId);
}

/**
 * 部门权限与部门角色: a department is given a set of permissions; its roles are granted within
 * that set and handed to the department's users, whose menus and codes then include them.
 */
export const departPermissionRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  serve(app, departPermissionApi.queryDepartPermission, async (request) =>
    ok(await departPermissionIds(ctx.db, request.query.departId), '查询成功'),
  );

  serve(app, departPermissionApi.saveDepartPermission, async (request) => {
    const departId = String(request.body.departId);
    await requireDepart(ctx.db, departId);
    const wanted = idList(request.body.permissionIds as string);
    const held = await heldPermissions(ctx, request);
    await ctx.db.transaction().execute(async (trx) => {
      await requireHeldGrants(trx, held, await departPermissionIds(trx, departId), wanted);
      const existing = wanted.length
        ? (
            await trx.selectFrom('sysPermission').select('id').where('id', 'in', wanted).execute()
          ).map((r) => r.id)
        : [];
      await organisationDb(trx)
        .deleteFrom('sysDepartPermission')
        .where('departId', '=', departId)
        .execute();
      if (existing.length) {
        await organisationDb(trx)
          .insertInto('sysDepartPermission')
          .values(existing.map((permissionId) => ({ id: newId(), departId, permissionId })))
          .execute();
      }
      const roles = organisationDb(trx)
        .selectFrom('sysDepartRole')
        .select('id')
        .where('departId', '=', departId);
      let revoke = trx.deleteFrom('sysDepartRolePermission').where('roleId', 'in', roles);
      if (existing.length) revoke = revoke.where('permissionId', 'not in', existing);
      await revoke.execute();
      await bumpPermissionVersion(trx);
    });
    return ok(null, '保存成功！');
  });

  serve(app, departPermissionApi.queryTreeListForDeptRole, async (request) => {
    const rows = await enabledRows(ctx.db);
    const keep = withAncestors(rows, await departPermissionIds(ctx.db, request.query.departId));
    const treeList = buildAuthTree(rows.filter((r) => keep.has(r.id)));
    return ok({ treeList, ids: treeKeys(treeList) }, '查询成功');
  });

  serve(app, departPermissionApi.queryDeptRolePermission, async (request) => {
    await departRole(ctx.db, request.query.roleId);
    const rows = await ctx.db
      .selectFrom('sysDepartRolePermission')
      .select('permissionId')
      .where('roleId', '=', request.query.roleId)
      .execute();
    return ok(
      rows.map((r) => r.permissionId),
      '查询成功',
    );
  });

  serve(app, departPermissionApi.saveDeptRolePermission, async (request) => {
    const role = await departRole(ctx.db, String(request.body.roleId));
    const wanted = idList(request.body.permissionIds as string);
    const allowed = new Set(await departPermissionIds(ctx.db, role.departId));
    if (wanted.some((id) => !allowed.has(id))) throw badRequest('所选权限超出了该机构的可用权限');
    const held = await heldPermissions(ctx, request);
    await ctx.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('sysDepartRolePermission')
        .select('permissionId')
        .where('roleId', '=', role.id)
        .execute();
      await requireHeldGrants(
        trx,
        held,
        current.map((r) => r.permissionId),
        wanted,
      );
      await trx.deleteFrom('sysDepartRolePermission').where('roleId', '=', role.id).execute();
      if (wanted.length) {
        await trx
          .insertInto('sysDepartRolePermission')
          .values(wanted.map((permissionId) => ({ id: newId(), roleId: role.id, permissionId })))
          .execute();
      }
      await bumpPermissionVersion(trx);
    });
    return ok(null, '保存成功！');
  });

  serve(app, departPermissionApi.roleList, async (request) =>
    ok(
      await organisationDb(ctx.db)
        .selectFrom('sysDepartRole')
        .selectAll()
        .where('departId', '=', request.query.deptId)
        .orderBy('createTime')
        .orderBy('id')
        .execute(),
      '查询成功',
    ),
  );

  serve(app, departPermissionApi.roleAdd, async (request) => {
    const b = request.body;
    await requireDepart(ctx.db, b.departId);
    const taken = await organisationDb(ctx.db)
      .selectFrom('sysDepartRole')
      .select('id')
      .where('departId', '=', b.departId)
      .where('roleCode', '=', b.roleCode)
      .executeTakeFirst();
    if (taken) throw conflict(`角色编码“${b.roleCode}”已存在`);
    const id = newId();
    await organisationDb(ctx.db)
      .insertInto('sysDepartRole')
      .values({
        id,
        ...b,
        description: b.description ?? null,
        createBy: requireAuth(request).username,
        createTime: ctx.clock.nowText(),
        updateBy: null,
        updateTime: null,
      })
      .execute();
    return ok({ id }, '添加成功！');
  });

  serve(app, departPermissionApi.roleEdit, async (request) => {
    const { id, roleName, description } = request.body;
    const updated = await organisationDb(ctx.db)
      .updateTable('sysDepartRole')
      .set({
        roleName,
        description: description ?? null,
        updateBy: requireAuth(request).username,
        updateTime: ctx.clock.nowText(),
      })
      .where('id', '=', id)
      .executeTakeFirst();
    if (!Number(updated.numUpdatedRows)) throw notFound('部门角色不存在');
    return ok(null, '编辑成功!');
  });

  serve(app, departPermissionApi.roleDelete, async (request) => {
    await ctx.db.transaction().execute(async (trx) => {
      const deleted = await organisationDb(trx)
        .deleteFrom('sysDepartRole')
        .where('id', '=', request.query.id)
        .executeTakeFirst();
      if (!Number(deleted.numDeletedRows)) throw notFound('部门角色不存在');
      await bumpPermissionVersion(trx);
    });
    return ok(null, '删除成功!');
  });

  serve(app, departPermissionApi.getDeptRoleList, async (request) => {
    const { departId, userId } = request.query;
    const roles = await organisationDb(ctx.db)
      .selectFrom('sysDepartRole')
      .select(['id', 'roleName', 'roleCode'])
      .where('departId', '=', departId)
      .execute();
    const held = await organisationDb(ctx.db)
      .selectFrom('sysDepartRoleUser as ru')
      .innerJoin('sysDepartRole as r', 'r.id', 'ru.droleId')
      .select('ru.droleId')
      .where('ru.userId', '=', userId)
      .where('r.departId', '=', departId)
      .execute();
    return ok({ roles, userRoleIds: held.map((h) => h.droleId) }, '查询成功');
  });

  serve(app, departPermissionApi.deptRoleUserAdd, async (request) => {
    const { departId, userId } = request.body;
    const wanted = idList(request.body.newRoleId);
    const member = await organisationDb(ctx.db)
      .selectFrom('sysUserDepart')
      .select('id')
      .where('userId', '=', userId)
      .where('depId', '=', departId)
      .executeTakeFirst();
    if (!member) throw badRequest('该用户不属于此机构');
    const roles = wanted.length
      ? await organisationDb(ctx.db)
          .selectFrom('sysDepartRole')
          .select('id')
          .where('id', 'in', wanted)
          .where('departId', '=', departId)
          .execute()
      : [];
    if (roles.length !== wanted.length) throw badRequest('所选部门角色不属于此机构');
    const held = await heldPermissions(ctx, request);
    await ctx.db.transaction().execute(async (trx) => {
      const current = await organisationDb(trx)
        .selectFrom('sysDepartRoleUser as ru')
        .innerJoin('sysDepartRole as r', 'r.id', 'ru.droleId')
        .select('ru.droleId')
        .where('ru.userId', '=', userId)
        .where('r.departId', '=', departId)
        .execute();
      const before = current.map((r) => r.droleId);
      await requireHeldDepartRoles(trx, held, [
        ...wanted.filter((id) => !before.includes(id)),
        ...before.filter((id) => !wanted.includes(id)),
      ]);
      const mine = organisationDb(trx)
        .selectFrom('sysDepartRole')
        .select('id')
        .where('departId', '=', departId);
      await trx
        .deleteFrom('sysDepartRoleUser')
        .where('userId', '=', userId)
        .where('droleId', 'in', mine)
        .execute();
      if (wanted.length) {
        await trx
          .insertInto('sysDepartRoleUser')
          .values(wanted.map((droleId) => ({ id: newId(), userId, droleId })))
          .execute();
      }
      await bumpPermissionVersion(trx);
    });
    return ok(null, '保存成功！');
  });
};
