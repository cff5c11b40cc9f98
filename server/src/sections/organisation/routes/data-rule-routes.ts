import { AUDIT_FIELDS, dataRuleApi, permissionCode, type ResourceDef } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { bumpPermissionVersion } from '../../../core/auth/permission-store.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, notFound } from '../../../core/errors.js';
import { queryableField } from '../../../core/resource/filters.js';
import type { Db } from '../../../db/database.js';
import { newId } from '../../../db/ids.js';

const RULE_COLUMNS = [
  'id',
  'permissionId',
  'ruleName',
  'ruleColumn',
  'ruleConditions',
  'ruleValue',
  'status',
  'createTime',
] as const;

/** The resource a menu lists: the one whose list code is the menu's permission code. */
async function menuResource(ctx: AppContext, permissionId: string): Promise<ResourceDef> {
  const menu = await ctx.db
    .selectFrom('sysPermission')
    .select(['perms', 'menuType'])
    .where('id', '=', permissionId)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  if (!menu) throw notFound('菜单不存在');
  const codes = (menu.perms ?? '').split(',').map((c) => c.trim());
  const binding = ctx.resources.all().find((b) => codes.includes(permissionCode(b.def, 'list')));
  if (menu.menuType === 2 || !binding) throw badRequest('该菜单没有可配置数据规则的数据列表');
  return binding.def;
}

function requireColumn(def: ResourceDef, column: string): void {
  if (!queryableField(def, column))
    throw badRequest(`规则字段 ${column.slice(0, 64)} 不是该列表的字段`);
}

async function grantOf(db: Db, roleId: string, permissionId: string) {
  const grant = await db
    .selectFrom('sysRolePermission')
    .select(['id', 'dataRuleIds'])
    .where('roleId', '=', roleId)
    .where('permissionId', '=', permissionId)
    .executeTakeFirst();
  if (!grant) throw badRequest('请先为角色授权该菜单，再配置数据规则');
  return grant;
}

/**
 * 数据规则: conditions on a menu's list, chosen per role. The resource engine applies the chosen
 * rules to list, export, edit and delete (see DataRuleStore and ResourceService.scopeFor).
 */
export const dataRuleRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const listRules = (permissionId: string) =>
    ctx.db
      .selectFrom('sysPermissionDataRule')
      .select(RULE_COLUMNS)
      .where('permissionId', '=', permissionId)
      .orderBy('createTime')
      .orderBy('id');

  serve(app, dataRuleApi.getPermRuleListByPermId, async (request) =>
    ok(await listRules(request.query.permissionId).execute(), '查询成功'),
  );

  serve(app, dataRuleApi.queryPermissionRule, async (request) => {
    const q = request.query;
    let query = listRules(q.permissionId);
    if (q.ruleName) query = query.where('ruleName', '=', q.ruleName);
    if (q.ruleValue) query = query.where('ruleValue', '=', q.ruleValue);
    return ok(await query.execute(), '查询成功');
  });

  serve(app, dataRuleApi.dataRuleColumns, async (request) => {
    const def = await menuResource(ctx, request.query.permissionId);
    const fields = Object.entries(def.fields).map(([field, f]) => ({ field, label: f.label }));
    const audit = AUDIT_FIELDS.filter((a) => !(a in def.fields)).map((field) => ({
      field,
      label: queryableField(def, field)?.label ?? field,
    }));
    return ok([...fields, ...audit], '查询成功');
  });

  serve(app, dataRuleApi.addPermissionRule, async (request) => {
    const b = request.body;
    requireColumn(await menuResource(ctx, b.permissionId), b.ruleColumn);
    const id = newId();
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('sysPermissionDataRule')
        .values({
          id,
          ...b,
          createBy: requireAuth(request).username,
          createTime: ctx.clock.nowText(),
          updateBy: null,
          updateTime: null,
        })
        .execute();
      await bumpPermissionVersion(trx);
    });
    return ok({ id }, '添加成功！');
  });

  serve(app, dataRuleApi.editPermissionRule, async (request) => {
    const { id, ...b } = request.body;
    requireColumn(await menuResource(ctx, b.permissionId), b.ruleColumn);
    await ctx.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('sysPermissionDataRule')
        .set({ ...b, updateBy: requireAuth(request).username, updateTime: ctx.clock.nowText() })
        .where('id', '=', id)
        .where('permissionId', '=', b.permissionId)
        .executeTakeFirst();
      if (!Number(updated.numUpdatedRows)) throw notFound('数据规则不存在');
      await bumpPermissionVersion(trx);
    });
    return ok(null, '编辑成功!');
  });

  serve(app, dataRuleApi.deletePermissionRule, async (request) => {
    await ctx.db.transaction().execute(async (trx) => {
      const deleted = await trx
        .deleteFrom('sysPermissionDataRule')
        .where('id', '=', request.query.id)
        .executeTakeFirst();
      if (!Number(deleted.numDeletedRows)) throw notFound('数据规则不存在');
      await bumpPermissionVersion(trx);
    });
    return ok(null, '删除成功!');
  });

  serve(app, dataRuleApi.roleDataRule, async (request) => {
    const { permissionId, roleId } = request.params;
    const grant = await grantOf(ctx.db, roleId, permissionId);
    const datarule = await listRules(permissionId).where('status', '=', '1').execute();
    return ok({ datarule, drChecked: grant.dataRuleIds ?? '' }, '查询成功');
  });

  serve(app, dataRuleApi.saveRoleDataRule, async (request) => {
    const { permissionId, roleId, dataRuleIds } = request.body;
    const ids = [
      ...new Set(
        dataRuleIds
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    await ctx.db.transaction().execute(async (trx) => {
      const grant = await grantOf(trx, roleId, permissionId);
      const found = ids.length
        ? await trx
            .selectFrom('sysPermissionDataRule')
            .select('id')
            .where('id', 'in', ids)
            .where('permissionId', '=', permissionId)
            .execute()
        : [];
      if (found.length !== ids.length) throw badRequest('所选数据规则不属于该菜单');
      await trx
        .updateTable('sysRolePermission')
        .set({ dataRuleIds: ids.length ? ids.join(',') : null })
        .where('id', '=', grant.id)
        .execute();
      await bumpPermissionVersion(trx);
    });
    return ok(null, '保存成功！');
  });
};
