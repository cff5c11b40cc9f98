import { actionPermission, departResource } from '@vets/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { perm, requireAuth } from '../../../core/auth/access.js';
import { bumpPermissionVersion } from '../../../core/auth/permission-store.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, conflict, notFound } from '../../../core/errors.js';
import type { Db } from '../../../db/database.js';
import { newId } from '../../../db/ids.js';
import { buildAuthTree, treeKeys } from '../services/permission-tree.js';
import { enabledRows, idList } from '../services/permission-writes.js';
import { systemDb } from '../tables.js';

const tags = ['部门权限'];
const AUTHORIZE = { access: perm(actionPermission(departResource, 'authorize')) };
const ROLES = { access: perm(actionPermission(departResource, 'role')) };

async function requireDepart(db: Db, departId: string): Promise<void> {
  const found = await systemDb(db)
    .selectFrom('sysDepart')
    .select('id')
    .where('id', '=', departId)
    .executeTakeFirst();
  if (!found) throw notFound('机构不存在');
}

async function departRole(db: Db, roleId: string) {
  const role = await systemDb(db)
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
  const rows = await systemDb(db)
    .selectFrom('sysDepartPermission')
    .select('permissionId')
    .where('departId', '=', departId)
    .execute();
  return rows.map((r) => r.permissionId);
}

const grantBody = (idName: string) =>
  z.object({
    [idName]: z.string().min(1, `缺少参数：${idName}`).max(32),
    permissionIds: z.string().max(40_000).default(''),
    lastpermissionIds: z.string().max(40_000).optional(),
  });

const roleBody = z.object({
  departId: z.string().min(1, '缺少参数：departId').max(32),
  roleName: z.string().trim().min(1, '请输入部门角色名称').max(100),
  roleCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,99}$/, '角色编码只能以字母开头，由字母、数字、下划线组成'),
  description: z.string().max(255).nullable().optional(),
});

/**
 * 部门权限与部门角色: a department is given a set of permissions; its roles are granted within
 * that set and handed to the department's users, whose menus and codes then include them.
 */
export const departPermissionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/sys/permission/queryDepartPermission',
    {
      config: AUTHORIZE,
      schema: {
        tags,
        summary: '机构的可用权限ID',
        querystring: z.object({ departId: z.string().min(1).max(32) }),
      },
    },
    async (request) => ok(await departPermissionIds(ctx.db, request.query.departId), '查询成功'),
  );

  app.post(
    '/sys/permission/saveDepartPermission',
    {
      config: AUTHORIZE,
      schema: {
        tags,
        summary: '保存机构的可用权限（其部门角色超出的授权一并收回）',
        body: grantBody('departId'),
      },
    },
    async (request) => {
      const departId = String(request.body.departId);
      await requireDepart(ctx.db, departId);
      const wanted = idList(request.body.permissionIds as string);
      await ctx.db.transaction().execute(async (trx) => {
        const existing = wanted.length
          ? (
              await trx.selectFrom('sysPermission').select('id').where('id', 'in', wanted).execute()
            ).map((r) => r.id)
          : [];
        await systemDb(trx)
          .deleteFrom('sysDepartPermission')
          .where('departId', '=', departId)
          .execute();
        if (existing.length) {
          await systemDb(trx)
            .insertInto('sysDepartPermission')
            .values(existing.map((permissionId) => ({ id: newId(), departId, permissionId })))
            .execute();
        }
        const roles = systemDb(trx)
          .selectFrom('sysDepartRole')
          .select('id')
          .where('departId', '=', departId);
        let revoke = trx.deleteFrom('sysDepartRolePermission').where('roleId', 'in', roles);
        if (existing.length) revoke = revoke.where('permissionId', 'not in', existing);
        await revoke.execute();
        await bumpPermissionVersion(trx);
      });
      return ok(null, '保存成功！');
    },
  );

  app.get(
    '/sys/sysDepartPermission/queryTreeListForDeptRole',
    {
      config: ROLES,
      schema: {
        tags,
        summary: '部门角色授权用的树：机构可用的权限及其上级菜单',
        querystring: z.object({ departId: z.string().min(1).max(32) }),
      },
    },
    async (request) => {
      const rows = await enabledRows(ctx.db);
      const keep = withAncestors(rows, await departPermissionIds(ctx.db, request.query.departId));
      const treeList = buildAuthTree(rows.filter((r) => keep.has(r.id)));
      return ok({ treeList, ids: treeKeys(treeList) }, '查询成功');
    },
  );

  app.get(
    '/sys/sysDepartPermission/queryDeptRolePermission',
    {
      config: ROLES,
      schema: {
        tags,
        summary: '部门角色的权限ID',
        querystring: z.object({ roleId: z.string().min(1).max(32) }),
      },
    },
    async (request) => {
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
    },
  );

  app.post(
    '/sys/sysDepartPermission/saveDeptRolePermission',
    {
      config: ROLES,
      schema: {
        tags,
        summary: '保存部门角色的权限（须在机构可用权限之内）',
        body: grantBody('roleId'),
      },
    },
    async (request) => {
      const role = await departRole(ctx.db, String(request.body.roleId));
      const wanted = idList(request.body.permissionIds as string);
      const allowed = new Set(await departPermissionIds(ctx.db, role.departId));
      if (wanted.some((id) => !allowed.has(id))) throw badRequest('所选权限超出了该机构的可用权限');
      await ctx.db.transaction().execute(async (trx) => {
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
    },
  );

  app.get(
    '/sys/sysDepartRole/list',
    {
      config: ROLES,
      schema: {
        tags,
        summary: '机构的部门角色',
        querystring: z.object({ deptId: z.string().min(1).max(32) }),
      },
    },
    async (request) =>
      ok(
        await systemDb(ctx.db)
          .selectFrom('sysDepartRole')
          .selectAll()
          .where('departId', '=', request.query.deptId)
          .orderBy('createTime')
          .orderBy('id')
          .execute(),
        '查询成功',
      ),
  );

  app.post(
    '/sys/sysDepartRole/add',
    { config: ROLES, schema: { tags, summary: '新增部门角色', body: roleBody } },
    async (request) => {
      const b = request.body;
      await requireDepart(ctx.db, b.departId);
      const taken = await systemDb(ctx.db)
        .selectFrom('sysDepartRole')
        .select('id')
        .where('departId', '=', b.departId)
        .where('roleCode', '=', b.roleCode)
        .executeTakeFirst();
      if (taken) throw conflict(`角色编码“${b.roleCode}”已存在`);
      const id = newId();
      await systemDb(ctx.db)
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
    },
  );

  app.put(
    '/sys/sysDepartRole/edit',
    {
      config: ROLES,
      schema: {
        tags,
        summary: '编辑部门角色（名称与描述）',
        body: roleBody
          .pick({ roleName: true, description: true })
          .extend({ id: z.string().min(1).max(32) }),
      },
    },
    async (request) => {
      const { id, roleName, description } = request.body;
      const updated = await systemDb(ctx.db)
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
    },
  );

  app.delete(
    '/sys/sysDepartRole/delete',
    {
      config: ROLES,
      schema: {
        tags,
        summary: '删除部门角色（连同其授权与成员）',
        querystring: z.object({ id: z.string().min(1).max(32) }),
      },
    },
    async (request) => {
      await ctx.db.transaction().execute(async (trx) => {
        const deleted = await systemDb(trx)
          .deleteFrom('sysDepartRole')
          .where('id', '=', request.query.id)
          .executeTakeFirst();
        if (!Number(deleted.numDeletedRows)) throw notFound('部门角色不存在');
        await bumpPermissionVersion(trx);
      });
      return ok(null, '删除成功!');
    },
  );

  app.get(
    '/sys/sysDepartRole/getDeptRoleList',
    {
      config: ROLES,
      schema: {
        tags,
        summary: '机构的部门角色与某用户已有的部门角色',
        querystring: z.object({
          departId: z.string().min(1).max(32),
          userId: z.string().min(1).max(32),
        }),
      },
    },
    async (request) => {
      const { departId, userId } = request.query;
      const roles = await systemDb(ctx.db)
        .selectFrom('sysDepartRole')
        .select(['id', 'roleName', 'roleCode'])
        .where('departId', '=', departId)
        .execute();
      const held = await systemDb(ctx.db)
        .selectFrom('sysDepartRoleUser as ru')
        .innerJoin('sysDepartRole as r', 'r.id', 'ru.droleId')
        .select('ru.droleId')
        .where('ru.userId', '=', userId)
        .where('r.departId', '=', departId)
        .execute();
      return ok({ roles, userRoleIds: held.map((h) => h.droleId) }, '查询成功');
    },
  );

  app.post(
    '/sys/sysDepartRole/deptRoleUserAdd',
    {
      config: ROLES,
      schema: {
        tags,
        summary: '设置某用户在某机构的部门角色（用户须属于该机构）',
        body: z.object({
          departId: z.string().min(1).max(32),
          userId: z.string().min(1).max(32),
          newRoleId: z.string().max(3300).default(''),
        }),
      },
    },
    async (request) => {
      const { departId, userId } = request.body;
      const wanted = idList(request.body.newRoleId);
      const member = await systemDb(ctx.db)
        .selectFrom('sysUserDepart')
        .select('id')
        .where('userId', '=', userId)
        .where('depId', '=', departId)
        .executeTakeFirst();
      if (!member) throw badRequest('该用户不属于此机构');
      const roles = wanted.length
        ? await systemDb(ctx.db)
            .selectFrom('sysDepartRole')
            .select('id')
            .where('id', 'in', wanted)
            .where('departId', '=', departId)
            .execute()
        : [];
      if (roles.length !== wanted.length) throw badRequest('所选部门角色不属于此机构');
      await ctx.db.transaction().execute(async (trx) => {
        const mine = systemDb(trx)
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
    },
  );
};
