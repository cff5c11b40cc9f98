import { duplicateCheckApi, permissionCode } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, conflict, forbidden } from '../../../core/errors.js';
import { guardAccountFilter } from '../../../core/resource/account-filter-guard.js';
import { requireField, requireUsableField, typedValue } from '../../../core/resource/filters.js';
import { asAnyDb } from '../../../core/resource/resource-store.js';

const DUPLICATE_MESSAGES = {
  ok: '该值可用！',
  taken: '该值不可用，系统中已存在！',
} as const;

/**
 * `/sys/duplicate/check`: only fields a registered resource declares unique, and only for
 * users holding some permission of that resource; a sensitive field (or one that rebuilds it)
 * only for holders of `…:sensitive`, since the answer tells whether a value exists. A taken
 * value answers 409.
 */
export const duplicateCheckRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  serve(app, duplicateCheckApi.check, async (request) => {
    const q = request.query;
    const binding = ctx.resources.byTable(q.tableName);
    if (!binding) throw badRequest(`不支持校验该表：${q.tableName}`);
    const { def } = binding;
    const field = requireField(def, q.fieldName, '校验字段');
    if (!field.unique) throw badRequest(`字段 ${q.fieldName} 不支持重复校验`);
    const auth = requireAuth(request);
    const { codes } = await ctx.permissions.forUser(auth.userId, auth.permissionVersion);
    if (![...codes].some((c) => c.startsWith(`${def.permission}:`))) {
      throw forbidden(`没有权限访问，需要 ${def.permission} 的权限`);
    }
    const access = { sensitive: codes.has(permissionCode(def, 'sensitive')) };
    requireUsableField(def, q.fieldName, access, '校验字段');
    if (!q.fieldVal) return ok(null, DUPLICATE_MESSAGES.ok);

    const value = typedValue(field, q.fieldVal);
    guardAccountFilter(field, 'eq', value, access);
    let sql = asAnyDb(ctx.db).selectFrom(def.table).select('id').where(q.fieldName, '=', value);
    if (q.dataId) sql = sql.where('id', '<>', q.dataId);
    if (def.tenantScoped) sql = sql.where('tenantId', '=', request.tenantId);
    const scopeField = q.conditionName ?? def.parentKey;
    if (q.conditionName || def.parentKey) {
      if (q.conditionVal === undefined) throw badRequest(`缺少条件值：${scopeField}`);
      const condition = requireUsableField(def, scopeField!, access, '条件字段');
      sql = sql.where(scopeField!, '=', typedValue(condition, q.conditionVal));
    }
    const taken = await sql.limit(1).executeTakeFirst();
    if (taken) throw conflict(DUPLICATE_MESSAGES.taken);
    return ok(null, DUPLICATE_MESSAGES.ok);
  });
};
