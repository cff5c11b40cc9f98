import type { EndpointResult, reportApi } from '@vets/contracts';
import type { Dayjs } from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A query item of `getQueryInfo`: mode 'group' is a range; hidden '1' shows only when expanded. */
export type ReportQueryItem = EndpointResult<typeof reportApi.getQueryInfo>[number];

export type SortOrder = 'asc' | 'desc';
export interface ReportSort {
  column: string;
  order: SortOrder;
}

/** The sort of antd's table change event, as getData's column and order. */
export function sortOf(sorter: unknown): ReportSort | null {
  const s = (Array.isArray(sorter) ? sorter[0] : sorter) as
    | { field?: unknown; order?: 'ascend' | 'descend' | null }
    | undefined;
  if (typeof s?.field !== 'string' || !s.order) return null;
  return { column: s.field, order: s.order === 'ascend' ? 'asc' : 'desc' };
}

export function sameSort(a: ReportSort | null, b: ReportSort | null): boolean {
  return a?.column === b?.column && a?.order === b?.order;
}

export type QueryValue = string | number | Dayjs | null | undefined;

export function visibleQueryItems(
  items: readonly ReportQueryItem[],
  expanded: boolean,
): ReportQueryItem[] {
  return items.filter((item) => expanded || item.hidden !== '1');
}

export function hasCollapsedItems(items: readonly ReportQueryItem[]): boolean {
  return items.some((item) => item.hidden === '1');
}

export function isDateType(type: string): boolean {
  return /^date(time)?$/i.test(type);
}

/** The form names of an item: the field itself, or `<field>_begin` and `<field>_end` in group mode. */
export function queryParamNames(item: ReportQueryItem): string[] {
  return item.mode === 'group' ? [`${item.field}_begin`, `${item.field}_end`] : [item.field];
}

function paramText(item: ReportQueryItem, value: QueryValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    return value.format(/^datetime$/i.test(item.type) ? DATETIME_FORMAT : DATE_FORMAT);
  }
  return String(value).trim();
}

/** The getData parameters of the search form's values; blanks are left out. */
export function reportQueryParams(
  items: readonly ReportQueryItem[],
  values: Record<string, QueryValue>,
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const item of items) {
    for (const name of queryParamNames(item)) {
      const text = paramText(item, values[name]);
      if (text !== '') params[name] = text;
    }
  }
  return params;
}

/** Exact filters the caller fixes: sent as `self_<field>`. */
export function selfParams(param: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(param ?? {})) {
    if (value !== '') out[`self_${field}`] = value;
  }
  return out;
}

export interface DataRequest {
  pageNo: number;
  pageSize: number;
  sort: ReportSort | null;
  search: Record<string, string>;
  param?: Record<string, string>;
}

/** The full query string of a getData call. */
export function dataParams(req: DataRequest): Record<string, string | number> {
  return {
    pageNo: req.pageNo,
    pageSize: req.pageSize,
    ...(req.sort ? { column: req.sort.column, order: req.sort.order } : {}),
    ...req.search,
    ...selfParams(req.param),
  };
}
