import {
  type ActionDef,
  actionPermission,
  envelopeOf,
  type ResourceDef,
  type TransitionDef,
} from '@vets/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { perm } from '../auth/access.js';
import { ok } from '../envelope.js';
import { badRequest, conflict, notFound } from '../errors.js';
import type { Actor } from './actor.js';
import type { RequestScope } from './list-spec.js';
import type { ActionHandler } from './resource-binding.js';
import type { ResourceService } from './resource-service.js';
import { asAnyDb } from './resource-store.js';

const MAX_IDS = 1000;
const STALE_MESSAGE = '数据已被其他人修改，请刷新后重试';

function targetSchema(def: ResourceDef, action: ActionDef) {
  const target = action.target ?? 'ids';
  if (target === 'none') return z.object({});
  const message = `请选择${def.title}`;
  return target === 'id'
    ? z.object({
        id: z.string(message).min(1, message).max(32),
        version: z.coerce.number().int().min(1).optional(),
      })
    : z.object({
        ids: z
          .string(message)
          .min(1, message)
          .max(MAX_IDS * 33),
      });
}

function transitionSchema(def: ResourceDef, action: ActionDef, t: TransitionDef) {
  const base = targetSchema(def, action);
  if (typeof t.to === 'string') return base;
  return base.extend({
    approve: z.boolean({ message: '请选择通过或驳回' }),
    reason: z.string().max(200, '驳回原因最多200字').optional(),
  });
}

function inputSchema(def: ResourceDef, action: ActionDef, handler: ActionHandler | undefined) {
  if (action.transition) return transitionSchema(def, action, action.transition);
  const base = targetSchema(def, action);
  return handler?.input instanceof z.ZodObject ? base.extend(handler.input.shape) : base;
}

/** The distinct ids a call names. */
function idsOf(action: ActionDef, input: Record<string, unknown>): string[] {
  const target = action.target ?? 'ids';
  if (target === 'none') return [];
  if (target === 'id') return [String(input.id)];
  const ids = [...new Set(String(input.ids).split(',').filter(Boolean))];
  if (!ids.length) throw badRequest('请选择要操作的记录');
  if (ids.length > MAX_IDS) throw badRequest(`一次最多操作${MAX_IDS}条记录`);
  if (ids.some((id) => id.length > 32)) throw badRequest('ids 参数无效');
  return ids;
}

/** The records the call names, every one in the caller's scope, or a 404. */
async function scopedRows(
  service: ResourceService,
  scope: RequestScope,
  action: ActionDef,
  input: Record<string, unknown>,
) {
  const ids = idsOf(action, input);
  if (!ids.length) return [];
  const rows = await service.store.byIds(ids, service.columns(null), scope);
  if (rows.length !== ids.length)
    throw notFound(
      ids.length === 1
        ? `未找到对应的${service.def.title}`
        : `部分${service.def.title}不存在或无权操作`,
    );
  const version = input.version;
  if (service.def.versioned && version !== undefined && rows[0]?.version !== version)
    throw conflict(STALE_MESSAGE);
  return rows;
}

const titleOf = (def: ResourceDef, row: Record<string, unknown>) =>
  String(row[def.titleField ?? 'id'] ?? row.id);

/** Moves the records to the transition's state: all of them, or none. */
async function runTransition(
  service: ResourceService,
  name: string,
  action: ActionDef & { transition: TransitionDef },
  rows: Array<Record<string, unknown>>,
  input: Record<string, unknown>,
  caller: { actor: Actor; scope: RequestScope },
) {
  const { def, ctx, binding } = service;
  const { actor, scope } = caller;
  const t = action.transition;
  const decision = typeof t.to === 'string' ? null : t.to;
  const approve = input.approve === true;
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (decision && !approve && !reason) throw badRequest('请填写驳回原因');
  const to = decision ? (approve ? decision.approved : decision.rejected) : (t.to as string);
  for (const row of rows)
    if (t.from && !t.from.includes(String(row[t.field])))
      throw badRequest(
        (t.refused ?? `${def.title}“{title}”当前状态不能${action.label}`).replace(
          '{title}',
          titleOf(def, row),
        ),
      );
  await binding.hooks?.beforeTransition?.(name, { db: ctx.db, rows, to });
  const changing = rows.filter((r) => decision || r[t.field] !== to).map((r) => String(r.id));
  const now = ctx.clock.nowText();
  const values: Record<string, unknown> = {
    [t.field]: to,
    updateBy: actor.username,
    updateTime: now,
    ...(t.stamp ? { [t.stamp]: now } : {}),
    ...(decision ? { [decision.reasonField]: approve ? null : reason } : {}),
  };
  const count = changing.length
    ? await ctx.db.transaction().execute(async (trx) => {
        let q = asAnyDb(trx).updateTable(def.table).set(values).where('id', 'in', changing);
        if (def.versioned) q = q.set((eb) => ({ version: eb('version', '+', 1) }));
        if (t.from) q = q.where(t.field, 'in', [...t.from]);
        const result = await q.executeTakeFirst();
        if (Number(result.numUpdatedRows) !== changing.length) throw conflict(STALE_MESSAGE);
        await service.requireInScope(trx, changing, scope);
        await service.afterWrite({ trx, mode: 'edit', ids: changing, actor, action: name });
        return changing.length;
      })
    : 0;
  const message = decision ? (approve ? `${action.label}通过` : '已驳回') : `${action.label}成功`;
  return ok(count, message);
}

/**
 * One route per action of the definition that is a transition or has a handler: guarded by the
 * action's permission, naming only records in the caller's scope, and written to the operation
 * log. Actions with neither only declare a permission (a hand-written route serves them).
 */
export function registerResourceActions(app: FastifyInstance, service: ResourceService): void {
  const { def } = service;
  for (const [name, action] of Object.entries(def.actions ?? {})) {
    const handler = service.binding.hooks?.actions?.[name];
    if (!action.transition && !handler) continue;
    const method = action.method ?? 'POST';
    const schema = inputSchema(def, action, handler);
    app.route({
      method,
      url: `${def.path}/${action.path ?? name}`,
      config: { access: perm(actionPermission(def, name)), logOperation: true },
      schema: {
        tags: [def.title],
        summary: action.label,
        ...(method === 'GET' ? { querystring: schema } : { body: schema }),
        // A transition answers how many records it changed.
        response: {
          200: envelopeOf(action.transition ? z.number() : (handler?.result ?? z.null())),
        },
      },
      handler: async (request) => {
        const input = (method === 'GET' ? request.query : request.body) as Record<string, unknown>;
        const scope = await service.scopeFor(request);
        const rows = await scopedRows(service, scope, action, input);
        const actor = await service.actorFor(request);
        if (action.transition)
          return runTransition(
            service,
            name,
            { ...action, transition: action.transition },
            rows,
            input,
            { actor, scope },
          );
        const done = await handler!.run({ request, rows, input, actor });
        return ok(done.result ?? null, done.message);
      },
    });
  }
}
