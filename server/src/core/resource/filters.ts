import {
  AUDIT_FIELDS,
  type FieldDef,
  fieldGuardsSensitive,
  isSuperQueryRule,
  type ResourceDef,
  type SuperQueryMatchType,
  type SuperQueryRule,
} from '@vets/contracts';
import { badRequest, forbidden } from '../errors.js';
import { guardAccountFilter } from './account-filter-guard.js';

/** One condition on a declared field. Values are already typed for the column. */
export interface Filter {
  field: string;
  op: SuperQueryRule;
  value: string | number | Array<string | number>;
}

const AUDIT_FIELD_DEFS: Record<string, FieldDef> = {
  id: { label: 'ID', kind: 'string' },
  createBy: { label: '创建人', kind: 'string' },
  createTime: { label: '创建时间', kind: 'datetime', sortable: true },
  updateBy: { label: '修改人', kind: 'string' },
  updateTime: { label: '修改时间', kind: 'datetime', sortable: true },
};

/** Declared fields plus the audit columns every resource table has. */
export function queryableField(def: ResourceDef, name: string): FieldDef | undefined {
  if (Object.hasOwn(def.fields, name)) return def.fields[name];
  if ((AUDIT_FIELDS as readonly string[]).includes(name)) return AUDIT_FIELD_DEFS[name];
  return undefined;
}

export function requireField(def: ResourceDef, name: string, what = '查询字段'): FieldDef {
  const field = queryableField(def, name);
  if (!field) throw badRequest(`不支持的${what}：${name.slice(0, 64)}`);
  return field;
}

/**
 * Whether the caller holds the resource's `…:sensitive` permission. Without it, sensitive fields
 * and the fields that rebuild them (`revealsSensitive`) answer 403 to every filter and sort.
 */
export interface FilterAccess {
  sensitive: boolean;
}

/** The default: a caller whose permission is unknown may not use guarded fields. */
export const RESTRICTED: FilterAccess = { sensitive: false };

/** A declared field the caller may filter or sort by; a guarded one without permission is 403. */
export function requireUsableField(
  def: ResourceDef,
  name: string,
  access: FilterAccess,
  what = '查询字段',
): FieldDef {
  const field = requireField(def, name, what);
  if (!access.sensitive && fieldGuardsSensitive(field)) {
    throw forbidden(`没有查看敏感信息的权限，不能按“${field.label}”查询或排序`);
  }
  return field;
}

const MAX_VALUE_LENGTH = 500;
const MAX_IN_VALUES = 200;

/** Converts text to the column's type; a number column rejects what is not a number. */
export function typedValue(field: FieldDef, raw: string): string | number {
  if (raw.length > MAX_VALUE_LENGTH) throw badRequest(`${field.label}的查询值过长`);
  if (field.kind !== 'integer' && field.kind !== 'number') return raw;
  const n = Number(raw.trim());
  if (raw.trim() === '' || !Number.isFinite(n))
    throw badRequest(`${field.label}的查询值必须是数字`);
  return n;
}

function typedList(field: FieldDef, raw: string): Array<string | number> {
  const parts = raw.split(',').filter((p) => p !== '');
  if (parts.length > MAX_IN_VALUES) throw badRequest(`${field.label}的查询值过多`);
  return parts.map((p) => typedValue(field, p));
}

/** A date-only upper bound of a datetime field includes that whole day. */
function endBound(field: FieldDef, raw: string): string {
  return field.kind === 'datetime' && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw} 23:59:59` : raw;
}

/**
 * A plain list parameter by the field conventions: `*v*` like, `v*` starts with, `*v` ends
 * with, `!v` not equal, `>=v` `<=v` `>v` `<v` comparisons, `a,b` IN, otherwise equal. The
 * search form wraps values of like-searched fields as `*v*`, so a plain value can use an index.
 */
function conventionFilter(name: string, field: FieldDef, raw: string): Filter {
  const make = (op: SuperQueryRule, text: string): Filter => ({
    field: name,
    op,
    value: typedValue(field, text),
  });
  if (raw.length > 2 && raw.startsWith('*') && raw.endsWith('*'))
    return make('like', raw.slice(1, -1));
  if (raw.length > 1 && raw.endsWith('*')) return make('right_like', raw.slice(0, -1));
  if (raw.length > 1 && raw.startsWith('*')) return make('left_like', raw.slice(1));
  if (raw.length > 1 && raw.startsWith('!')) return make('ne', raw.slice(1));
  for (const [prefix, op] of [
    ['>=', 'ge'],
    ['<=', 'le'],
    ['>', 'gt'],
    ['<', 'lt'],
  ] as const) {
    if (raw.length > prefix.length && raw.startsWith(prefix))
      return make(op, raw.slice(prefix.length));
  }
  if (raw.includes(',')) return { field: name, op: 'in', value: typedList(field, raw) };
  return make('eq', raw);
}

/** Query keys that are not field filters. */
const RESERVED_PARAMS = new Set([
  'pageNo',
  'pageSize',
  'column',
  'order',
  'field',
  'superQueryParams',
  'superQueryMatchType',
  'selections',
  '_t',
]);

/** Field filters from the query string; any unknown key is a 400, a guarded one a 403. */
export function parseFieldFilters(
  def: ResourceDef,
  query: Record<string, unknown>,
  access: FilterAccess = RESTRICTED,
): Filter[] {
  const filters: Filter[] = [];
  for (const [key, rawValue] of Object.entries(query)) {
    if (RESERVED_PARAMS.has(key)) continue;
    const raw = Array.isArray(rawValue) ? rawValue[0] : rawValue;
    if (raw === undefined || raw === null || raw === '') continue;
    if (typeof raw !== 'string') throw badRequest(`查询参数 ${key.slice(0, 64)} 的值无效`);
    const range = /^(.+)_(begin|end)$/.exec(key);
    if (range && !queryableField(def, key)) {
      const name = range[1]!;
      const field = requireUsableField(def, name, access);
      filters.push(
        range[2] === 'begin'
          ? { field: name, op: 'ge', value: typedValue(field, raw) }
          : { field: name, op: 'le', value: typedValue(field, endBound(field, raw)) },
      );
      continue;
    }
    filters.push(conventionFilter(key, requireUsableField(def, key, access), raw));
  }
  for (const f of filters) guardAccountFilter(requireField(def, f.field), f.op, f.value, access);
  return filters;
}

export interface SuperQuery {
  matchType: SuperQueryMatchType;
  filters: Filter[];
}

const MAX_CONDITIONS = 50;

function parseJsonParam(raw: string): unknown {
  for (const candidate of [raw, safeDecode(raw)]) {
    if (candidate === undefined) continue;
    try {
      return JSON.parse(candidate);
    } catch {
      // try the decoded form next
    }
  }
  throw badRequest('高级查询参数不是有效的 JSON');
}

function safeDecode(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** `superQueryParams` (JSON `[{field, rule, val}]`, possibly URL-encoded) and its match type. */
export function parseSuperQuery(
  def: ResourceDef,
  params: unknown,
  matchType: unknown,
  access: FilterAccess = RESTRICTED,
): SuperQuery | null {
  if (params === undefined || params === '') return null;
  if (typeof params !== 'string') throw badRequest('高级查询参数无效');
  if (matchType !== undefined && matchType !== 'and' && matchType !== 'or') {
    throw badRequest('高级查询匹配方式只能是 and 或 or');
  }
  const parsed = parseJsonParam(params);
  if (!Array.isArray(parsed)) throw badRequest('高级查询参数必须是条件数组');
  if (parsed.length > MAX_CONDITIONS) throw badRequest(`高级查询条件不能超过${MAX_CONDITIONS}个`);
  const filters = parsed.map((item: unknown) => superCondition(def, item, access));
  return filters.length
    ? { matchType: (matchType as SuperQueryMatchType) ?? 'and', filters }
    : null;
}

function superCondition(def: ResourceDef, item: unknown, access: FilterAccess): Filter {
  if (typeof item !== 'object' || item === null) throw badRequest('高级查询条件格式无效');
  const { field, rule, val } = item as Record<string, unknown>;
  if (typeof field !== 'string') throw badRequest('高级查询条件缺少字段');
  const fieldDef = requireUsableField(def, field, access);
  if (!isSuperQueryRule(rule))
    throw badRequest(`不支持的高级查询规则：${String(rule).slice(0, 32)}`);
  if (typeof val !== 'string' && typeof val !== 'number') {
    throw badRequest(`高级查询条件“${fieldDef.label}”缺少值`);
  }
  const text = String(val);
  const value = rule === 'in' ? typedList(fieldDef, text) : typedValue(fieldDef, text);
  guardAccountFilter(fieldDef, rule, value, access);
  return { field, op: rule, value };
}

/** `column`/`order`, checked against sortable fields; otherwise the resource's default. */
export function parseSort(
  def: ResourceDef,
  column: unknown,
  order: unknown,
  access: FilterAccess = RESTRICTED,
): { field: string; order: 'asc' | 'desc' } {
  const fallback = def.defaultSort ?? { field: 'createTime', order: 'desc' as const };
  if (order !== undefined && order !== '' && order !== 'asc' && order !== 'desc') {
    throw badRequest('排序方向只能是 asc 或 desc');
  }
  if (column === undefined || column === '') {
    return { field: fallback.field, order: (order as 'asc' | 'desc') || fallback.order };
  }
  if (typeof column !== 'string') throw badRequest('排序字段无效');
  const field = queryableField(def, column);
  if (!field?.sortable && column !== fallback.field) {
    throw badRequest(`不支持按该字段排序：${column.slice(0, 64)}`);
  }
  if (column !== fallback.field) requireUsableField(def, column, access, '排序字段');
  return { field: column, order: (order as 'asc' | 'desc') || 'asc' };
}

/** The `field` parameter: a comma list of fields to return, each declared. */
export function parseFieldList(def: ResourceDef, raw: unknown): string[] | null {
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string') throw badRequest('field 参数无效');
  const names = raw.split(',').filter((n) => n !== '');
  for (const n of names) requireField(def, n, '返回字段');
  return names.length ? names : null;
}
