import { duplicateCheckApi, permissionCode, TOKEN_HEADER } from '@vets/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, conflict, forbidden, notFound } from '../../../core/errors.js';
import { guardAccountFilter } from '../../../core/resource/account-filter-guard.js';
import { requireField, requireUsableField, typedValue } from '../../../core/resource/filters.js';

const DUPLICATE_MESSAGES = {
  ok: '该值可用！',
  taken: '该值不可用，系统中已存在！',
} as const;

/** Each answer tells a little: a session (or a client without one) gets so many a minute. */
const bySession = (request: FastifyRequest) =>
  String(request.headers[TOKEN_HEADER.toLowerCase()] ?? request.ip).slice(0, 200);

/**
 * `/sys/duplicate/check`: whether a value of a field a registered resource declares unique is
 * taken among the records the caller reaches (a taken value answers 409). Only for users holding
 * some permission of the resource; a personal field (or one that rebuilds it) only for holders of
 * `…:sensitive`; the only condition is a sub-table's parent, which must be in the caller's scope;
 * the record an edit excludes must be too. Rate limited per session.
 */
export const duplicateCheckRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  serve(
    app,
    duplicateCheckApi.check,
    async (request) => {
      const q = request.query;
      const service = ctx.resources.serviceOfTable(q.tableName);
      if (!service) throw badRequest(`不支持校验该表：${q.tableName.slice(0, 64)}`);
      const { def } = service;
      const field = requireField(def, q.fieldName, '校验字段');
      if (!field.unique) throw badRequest(`字段 ${q.fieldName} 不支持重复校验`);
      const auth = requireAuth(request);
      const { codes } = await ctx.permissions.forUser(auth.userId, auth.permissionVersion);
      if (![...codes].some((c) => c.startsWith(`${def.permission}:`))) {
        throw forbidden(`没有权限访问，需要 ${def.permission} 的权限`);
      }
      const access = { sensitive: codes.has(permissionCode(def, 'sensitive')) };
      requireUsableField(def, q.fieldName, access, '校验字段');
      const condition = q.conditionName ?? (def.parentKey ? def.parentKey : undefined);
      if (condition !== undefined && condition !== def.parentKey)
        throw badRequest(`不支持按该字段限定校验：${condition.slice(0, 64)}`);
      if (condition && q.conditionVal === undefined) throw badRequest(`缺少条件值：${condition}`);
      if (!q.fieldVal) return ok(null, DUPLICATE_MESSAGES.ok);

      const scope = await service.scopeFor(request, 'read');
      if (condition && !(await service.store.parentAllowed(q.conditionVal!, scope)))
        throw notFound(`${def.fields[condition]?.label ?? condition}不存在`);
      if (q.dataId && !(await service.store.allowedIds([q.dataId], scope)).length)
        return ok(null, DUPLICATE_MESSAGES.ok);
      const value = typedValue(field, q.fieldVal);
      guardAccountFilter(field, 'eq', value, access);
      const taken = await service.store.takenValues(q.fieldName, [value], {
        scope,
        ...(condition ? { parent: [condition, q.conditionVal] as [string, unknown] } : {}),
        ...(q.dataId ? { excludeId: q.dataId } : {}),
      });
      if (taken.size) throw conflict(DUPLICATE_MESSAGES.taken);
      return ok(null, DUPLICATE_MESSAGES.ok);
    },
    {
      config: {
        rateLimit: {
          max: ctx.config.duplicateCheckRateLimit,
          timeWindow: '1 minute',
          keyGenerator: bySession,
        },
      },
    },
  );
};
