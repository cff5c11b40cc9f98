import {
  type DictOption,
  type FieldDef,
  fieldGuardsSensitive,
  permissionCode,
  RESOURCES,
} from '@vets/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { badRequest, forbidden } from '../../../core/errors.js';
import { guardAccountFilter } from '../../../core/resource/account-filter-guard.js';
import { type Filter, requireField, typedValue } from '../../../core/resource/filters.js';
import type { ListSpec, RequestScope } from '../../../core/resource/list-spec.js';
import { maskRecords, sensitiveFields } from '../../../core/resource/mask-records.js';
import type { ResourceService } from '../../../core/resource/resource-service.js';
import { containsText } from '../../../db/like.js';

/**
 * A dictionary named in a request: a code of sys_dict, or the spec string `table,text,code`
 * over a registered resource. The caller must hold that resource's list permission; the text is
 * the resource's title field and the code its id or a unique field, never a sensitive field or
 * one that rebuilds it; and rows come through the caller's scope of the resource (tenant, the
 * section's conditions, data rules), as its list would give them.
 */
export type DictSource = { kind: 'code'; code: string } | { kind: 'table'; table: TableDict };

export interface TableDict {
  service: ResourceService;
  text: string;
  code: string;
  codeField: FieldDef;
  scope: RequestScope;
  /** Whether the caller holds the resource's `…:sensitive` permission. */
  sensitive: boolean;
}

/** Whether another definition refers to this resource's records by `field` (`orgCode`). */
function isReferencedBy(key: string, field: string): boolean {
  return [...RESOURCES.values()].some((d) =>
    Object.values(d.fields).some(
      (f) => typeof f.ref === 'object' && f.ref.resource === key && f.ref.by === field,
    ),
  );
}

const DICT_CODE_REQUIRED = '字典Code不能为空!';
const CODE = /^[A-Za-z0-9_]{1,100}$/;

/** Checks `table`, `text` and `code` of a table dictionary and gives its service and scope. */
export async function resolveTableDict(
  ctx: AppContext,
  request: FastifyRequest,
  names: { table: string; text: string; code: string },
): Promise<TableDict> {
  const binding = ctx.resources.byTable(names.table);
  if (!binding) throw badRequest(`不支持的字典表：${names.table.slice(0, 64)}`);
  const { def } = binding;
  const textField = requireField(def, names.text, '字典文本字段');
  const codeField = requireField(def, names.code, '字典编码字段');
  if (names.text !== def.titleField) {
    throw badRequest(
      `字典文本字段只能是${def.title}的${def.fields[def.titleField ?? '']?.label ?? '名称'}`,
    );
  }
  if (names.code !== 'id' && !codeField.unique && !isReferencedBy(def.key, names.code)) {
    throw badRequest(`字典编码字段只能是${def.title}的ID或唯一编码字段`);
  }
  if (fieldGuardsSensitive(textField) || fieldGuardsSensitive(codeField)) {
    throw forbidden('敏感字段不能作为字典读取');
  }
  const auth = requireAuth(request);
  const { codes } = await ctx.permissions.forUser(auth.userId, auth.permissionVersion);
  if (!codes.has(permissionCode(def, 'list'))) {
    throw forbidden(`没有权限访问，需要权限：${permissionCode(def, 'list')}`);
  }
  const service = ctx.resources.service(def);
  return {
    service,
    text: names.text,
    code: names.code,
    codeField,
    scope: await service.scopeFor(request, 'read'),
    sensitive: codes.has(permissionCode(def, 'sensitive')),
  };
}

export async function resolveDictSource(
  ctx: AppContext,
  request: FastifyRequest,
  spec: string,
): Promise<DictSource> {
  if (!spec.trim()) throw badRequest(DICT_CODE_REQUIRED);
  const parts = spec.split(',');
  if (parts.length === 1) {
    if (!CODE.test(spec)) throw badRequest('字典编码无效');
    return { kind: 'code', code: spec };
  }
  if (parts.length !== 3) throw badRequest('字典参数应为 表名,文本字段,编码字段');
  const [table, text, code] = parts as [string, string, string];
  return { kind: 'table', table: await resolveTableDict(ctx, request, { table, text, code }) };
}

export const dictOption = (value: unknown, text: unknown): DictOption => {
  const t = String(text ?? '');
  return { value: String(value ?? ''), text: t, title: t, label: t };
};

/** The rows of a table dictionary in the caller's scope, ordered by their text. */
async function tableItems(
  dict: TableDict,
  filters: Filter[],
  limit: number,
): Promise<DictOption[]> {
  const spec: ListSpec = {
    filters,
    superQuery: null,
    sort: { field: dict.text, order: 'asc' },
    columns: [...new Set([dict.code, dict.text])],
  };
  const page = await dict.service.store.page(spec, dict.scope, 1, limit);
  // Only a sign-in name gets here masked: other personal fields are refused above.
  if (!dict.sensitive) maskRecords(sensitiveFields(dict.service.def, spec.columns), page.records);
  return page.records.map((r) => dictOption(r[dict.code], r[dict.text]));
}

/** Items of a dictionary, optionally only those whose text contains `keyword` or with `keys`. */
export async function queryDictItems(
  ctx: AppContext,
  source: DictSource,
  options: { keyword?: string; keys?: string[]; limit: number },
): Promise<DictOption[]> {
  if (source.kind === 'table') {
    const { table } = source;
    const filters: Filter[] = [];
    const access = { sensitive: table.sensitive };
    if (options.keyword) {
      const textField = requireField(table.service.def, table.text);
      guardAccountFilter(textField, 'like', options.keyword, access);
      filters.push({ field: table.text, op: 'like', value: options.keyword });
    }
    if (options.keys) {
      const values = options.keys.map((k) => typedValue(table.codeField, k));
      guardAccountFilter(table.codeField, 'in', values, access);
      filters.push({ field: table.code, op: 'in', value: values });
    }
    return tableItems(table, filters, options.limit);
  }
  let q = ctx.db
    .selectFrom('sysDictItem as i')
    .innerJoin('sysDict as d', 'd.id', 'i.dictId')
    .select(['i.itemValue', 'i.itemText'])
    .where('d.dictCode', '=', source.code)
    .where('i.status', '=', 1);
  if (options.keyword) {
    q = q.where(containsText('i.itemText', options.keyword));
  }
  if (options.keys) q = q.where('i.itemValue', 'in', options.keys);
  const rows = await q.orderBy('i.sortOrder').limit(options.limit).execute();
  return rows.map((r) => dictOption(r.itemValue, r.itemText));
}
