import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/app-context.js';
import { badRequest } from '../../../core/errors.js';
import { guardAccountFilter } from '../../../core/resource/account-filter-guard.js';
import { type Filter, requireUsableField, typedValue } from '../../../core/resource/filters.js';
import { resolveTableDict, type TableDict } from './dict-source.js';

export interface TreeDataQuery {
  pid?: string | undefined;
  tableName: string;
  text: string;
  code: string;
  pidField: string;
  hasChildField?: string | undefined;
  condition?: string | undefined;
}

export interface TreeDataNode {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  leaf: boolean;
}

/** `condition`: a JSON object of field → value, each an exact match on a declared field. */
function conditionFilters(dict: TableDict, raw: string | undefined, sensitive: boolean): Filter[] {
  if (raw === undefined || raw.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('树查询条件必须是 JSON 对象');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest('树查询条件必须是 JSON 对象');
  }
  return Object.entries(parsed).map(([name, value]) => {
    const field = requireUsableField(dict.service.def, name, { sensitive }, '树查询条件字段');
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw badRequest(`树查询条件“${field.label}”的值无效`);
    }
    const typed = typedValue(field, String(value));
    guardAccountFilter(field, 'eq', typed, { sensitive });
    return { field: name, op: 'eq', value: typed };
  });
}

/**
 * `/sys/dict/loadTreeData`: one level of a tree resource as tree-select nodes, under the same
 * rules as the table dictionaries (title field as text, id or a unique field as code, the
 * caller's scope); `pidField` and `hasChildField` must be the tree's own.
 */
export async function loadTreeData(
  ctx: AppContext,
  request: FastifyRequest,
  query: TreeDataQuery,
): Promise<TreeDataNode[]> {
  const dict = await resolveTableDict(ctx, request, {
    table: query.tableName,
    text: query.text,
    code: query.code,
  });
  const { service } = dict;
  const tree = service.tree;
  if (!tree) throw badRequest(`${service.def.title}不是树形数据`);
  if (query.pidField !== tree.parentField) throw badRequest('上级字段与该树不符');
  if (query.hasChildField && query.hasChildField !== tree.flagField) {
    throw badRequest('子节点标记字段与该树不符');
  }
  const actor = await service.actorFor(request);
  const scope = {
    ...dict.scope,
    filters: [
      ...dict.scope.filters,
      ...conditionFilters(dict, query.condition, actor.canSeeSensitive),
    ],
  };
  const parent = query.pid ? await parentId(dict, query.pid) : null;
  if (query.pid && parent === null) return [];
  const rows = await service.store.byParent(
    tree.parentField,
    parent,
    [...new Set(['id', dict.code, dict.text])],
    scope,
    { field: dict.text, order: 'asc' },
  );
  const withChildren = await tree.withChildren(
    ctx.db,
    rows.map((r) => String(r.id)),
  );
  return rows.map((r) => {
    const leaf = !withChildren.has(String(r.id));
    const value = String(r[dict.code] ?? '');
    return { key: value, value, title: String(r[dict.text] ?? ''), isLeaf: leaf, leaf };
  });
}

/** The id of the parent node the client names by its code (in the caller's scope). */
async function parentId(dict: TableDict, pid: string): Promise<string | null> {
  if (dict.code === 'id') {
    const [row] = await dict.service.store.allowedIds([pid], dict.scope);
    return row ?? null;
  }
  const page = await dict.service.store.page(
    {
      filters: [{ field: dict.code, op: 'eq', value: typedValue(dict.codeField, pid) }],
      superQuery: null,
      sort: { field: 'id', order: 'asc' },
      columns: ['id'],
    },
    dict.scope,
    1,
    1,
  );
  const found = page.records[0];
  return found ? String(found.id) : null;
}
