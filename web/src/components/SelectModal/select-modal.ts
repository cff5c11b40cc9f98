import type { TablePaginationConfig } from 'antd';
import { type PageState, standardPagination } from '../table/standard-pagination';

/** The generic selection modal's constants (widgets.md sections 7 and 9). */
export const SELECT_MODAL_WIDTH = 900;
export const SELECT_MODAL_PAGE_SIZE = 5;
export const SELECT_MODAL_PAGE_SIZE_OPTIONS = ['5', '10', '20', '30'];

export const SELECT_MODAL_FIRST_PAGE: PageState = { current: 1, size: SELECT_MODAL_PAGE_SIZE };

/** Paging of the selection modal: the standard paging at 5 a page, sizes 5/10/20/30, no quick jump. */
export function selectModalPagination(
  page: PageState,
  total: number,
  onChange: (page: PageState) => void,
): TablePaginationConfig {
  return {
    ...standardPagination(page, total, onChange),
    pageSizeOptions: SELECT_MODAL_PAGE_SIZE_OPTIONS,
    showQuickJumper: false,
    size: 'small',
  };
}

/** The list parameters of the search box and the extra query items; blanks are left out. */
export function selectModalParams(
  values: Record<string, unknown>,
  fixed: Record<string, string> = {},
): Record<string, string> {
  const params: Record<string, string> = { ...fixed };
  for (const [name, value] of Object.entries(values)) {
    const text = value === undefined || value === null ? '' : String(value).trim();
    if (text !== '') params[name] = text;
  }
  return params;
}
