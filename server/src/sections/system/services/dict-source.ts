import { type DictOption, permissionCode } from '@vets/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { badRequest, forbidden } from '../../../core/errors.js';
import { requireField } from '../../../core/resource/filters.js';
import type { ResourceBinding } from '../../../core/resource/resource-binding.js';
import { asAnyDb } from '../../../core/resource/resource-store.js';
import { containsText } from '../../../db/like.js';

/**
 * A dictionary named in a request: a code of sys_dict, or the spec string `table,text,code`
 * over a registered resource whose text and code are declared fields. The caller must hold
 * that resource's list permission.
 */
type DictSource =
  | { kind: 'code'; code: string }
  | { kind: 'table'; binding: ResourceBinding; text: string; code: string };

const DICT_CODE_REQUIRED = '字典Code不能为空!';
const CODE = /^[A-Za-z0-9_]{1,100}$/;

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
  const binding = ctx.resources.byTable(table);
  if (!binding) throw badRequest(`不支持的字典表：${table.slice(0, 64)}`);
  requireField(binding.def, text, '字典文本字段');
  requireField(binding.def, code, '字典编码字段');
  const auth = requireAuth(request);
  const { codes } = await ctx.permissions.forUser(auth.userId, auth.permissionVersion);
  if (!codes.has(permissionCode(binding.def, 'list'))) {
    throw forbidden(`没有权限访问，需要权限：${permissionCode(binding.def, 'list')}`);
  }
  return { kind: 'table', binding, text, code };
}

const item = (value: unknown, text: unknown): DictOption => {
  const t = String(text ?? '');
  return { value: String(value ?? ''), text: t, title: t, label: t };
};

/** Items of a dictionary, optionally only those whose text contains `keyword` or with `keys`. */
export async function queryDictItems(
  ctx: AppContext,
  source: DictSource,
  options: { keyword?: string; keys?: string[]; limit: number; tenantId: number },
): Promise<DictOption[]> {
  const db = asAnyDb(ctx.db);
  if (source.kind === 'code') {
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
    return rows.map((r) => item(r.itemValue, r.itemText));
  }
  let q = db
    .selectFrom(source.binding.def.table)
    .select([`${source.code} as value`, `${source.text} as text`]);
  if (source.binding.def.tenantScoped) q = q.where('tenantId', '=', options.tenantId);
  if (options.keyword) {
    q = q.where(containsText(source.text, options.keyword));
  }
  if (options.keys) q = q.where(source.code, 'in', options.keys);
  const rows = (await q.orderBy(source.text).limit(options.limit).execute()) as Array<{
    value: unknown;
    text: unknown;
  }>;
  return rows.map((r) => item(r.value, r.text));
}
