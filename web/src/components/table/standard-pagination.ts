import type { TablePaginationConfig } from 'antd';

/** Page sizes of every list (widgets.md section 9). */
export const PAGE_SIZE_OPTIONS = ['10', '20', '30'];

/** The summary text 'a-b 共 N 条'. */
export const showTotal = (total: number, range: [number, number]) =>
  `${range[0]}-${range[1]} 共 ${total} 条`;

export interface PageState {
  current: number;
  size: number;
}

/** Pagination as every list shows it: sizes 10/20/30, size changer, quick jump, the summary. */
export function standardPagination(
  page: PageState,
  total: number,
  onChange: (page: PageState) => void,
): TablePaginationConfig {
  return {
    current: page.current,
    pageSize: page.size,
    total,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showSizeChanger: true,
    showQuickJumper: true,
    showTotal,
    onChange: (current, size) => onChange({ current, size }),
  };
}
