import {
  fieldGuardsSensitive,
  fieldRef,
  hasRefFields,
  permissionCode,
  type RefTarget,
  refOptionsEndpoint,
} from '@vets/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../api-route.js';
import type { AppContext } from '../app-context.js';
import { requireAuth } from '../auth/access.js';
import { ok } from '../envelope.js';
import { badRequest, forbidden } from '../errors.js';
import type { Filter } from './filters.js';
import type { ListSpec } from './list-spec.js';
import { sensitiveFields } from './mask-records.js';
import type { ResourceService } from './resource-service.js';

const MAX_VALUES = 100;

function splitValues(raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  const values = [...new Set(raw.split(',').filter((v) => v !== ''))];
  if (values.length > MAX_VALUES) throw badRequest(`一次最多查询${MAX_VALUES}个已选值`);
  if (values.some((v) => v.length > 64)) throw badRequest('已选值无效');
  return values;
}

/** The reference field `name` of the owner, with the registered service it refers to. */
function referenced(
  ctx: AppContext,
  owner: ResourceService,
  name: string,
): { target: RefTarget; source: ResourceService } {
  const field = Object.hasOwn(owner.def.fields, name) ? owner.def.fields[name] : undefined;
  const target = field && fieldRef(field);
  if (!field || !target) throw badRequest(`不是引用字段：${name.slice(0, 64)}`);
  const source = ctx.resources.byKey(target.def.key);
  if (!source) throw badRequest(`${field.label}不支持按名称查找`);
  return { target, source };
}

/**
 * What one call lists: records whose title contains the keyword and/or whose value is among the
 * chosen ones, by title. Never a search on a personal field (or one that rebuilds it): its values
 * are masked for most readers, and a contains search would reveal them a character at a time.
 */
function optionSpec(target: RefTarget, keyword: string, values: string[] | undefined): ListSpec {
  const title = target.def.fields[target.titleField];
  if (keyword && title && fieldGuardsSensitive(title))
    throw badRequest(`不能按敏感字段“${title.label}”搜索${target.def.title}`);
  const by = target.def.fields[target.byField];
  if (values && by && fieldGuardsSensitive(by))
    throw badRequest(`不能按敏感字段“${by.label}”查找${target.def.title}`);
  const filters: Filter[] = [];
  if (keyword) filters.push({ field: target.titleField, op: 'like', value: keyword });
  if (values) filters.push({ field: target.byField, op: 'in', value: values });
  return {
    filters,
    superQuery: null,
    sort: { field: target.titleField, order: 'asc' },
    columns: [...new Set(['id', target.byField, target.titleField])],
  };
}

/**
 * Only records the caller may list, or must choose among to write the owner's field: the
 * referenced resource's list permission, or the owner's add or edit.
 */
async function requireMayChoose(
  request: FastifyRequest,
  owner: ResourceService,
  source: ResourceService,
): Promise<void> {
  const auth = requireAuth(request);
  const { codes } = await owner.ctx.permissions.forUser(auth.userId, auth.permissionVersion);
  const needed = [
    permissionCode(source.def, 'list'),
    permissionCode(owner.def, 'add'),
    permissionCode(owner.def, 'edit'),
  ];
  if (!needed.some((code) => codes.has(code)))
    throw forbidden(`没有权限查看${source.def.title}，需要权限：${needed[0]}`);
}

/**
 * `GET <path>/refOptions`: the choices of one of the owner's reference fields, for its form and
 * its search form, from the referenced resource in that resource's scope (tenant, the section's
 * conditions and the caller's data rules on it).
 */
export function registerRefOptions(
  app: FastifyInstance,
  ctx: AppContext,
  owner: ResourceService,
): void {
  if (!hasRefFields(owner.def)) return;
  serve(app, refOptionsEndpoint(owner.def), async (request) => {
    const q = request.query;
    const { target, source } = referenced(ctx, owner, q.field);
    const keyword = q.keyword?.trim() ?? '';
    await requireMayChoose(request, owner, source);
    const spec = optionSpec(target, keyword, splitValues(q.values));
    const scope = await source.scopeFor(request, 'read');
    const page = await source.store.page(spec, scope, q.pageNo, q.pageSize);
    const masked = sensitiveFields(source.def, [target.titleField]);
    await source.maskFor(page.records, await source.actorFor(request), scope, masked);
    const records = page.records.map((r) => ({
      value: String(r[target.byField]),
      label: String(r[target.titleField] ?? ''),
    }));
    return ok({ ...page, records }, '查询成功');
  });
}
