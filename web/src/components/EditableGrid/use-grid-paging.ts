import type { TablePaginationConfig } from 'antd';
import { useMemo, useState } from 'react';
import { type PageState, standardPagination } from '../table/standard-pagination';
import type { GridRow } from './types';

export interface ServerPagination extends PageState {
  total: number;
  onChange(page: PageState): void;
}

const FIRST_PAGE: PageState = { current: 1, size: 10 };

export interface GridPaging {
  /** The rows shown. */
  rows: GridRow[];
  /** Index of the first shown row among all rows. */
  offset: number;
  /** Row number of the first shown row, minus one. */
  numberBase: number;
  config: TablePaginationConfig | null;
  /** Shows the page holding `index` (local paging) and answers its index on that page. */
  reveal(index: number): number;
}

/**
 * Paging of a grid: none, local (`true`: 10 a page, 10/20/30) or server paging, where the rows
 * already are the current page.
 */
export function useGridPaging(
  rows: GridRow[],
  pagination: boolean | ServerPagination | undefined,
): GridPaging {
  const [localPage, setLocalPage] = useState<PageState>(FIRST_PAGE);
  const local = pagination === true;
  const { size } = localPage;
  const lastPage = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(localPage.current, lastPage);
  const offset = local ? (current - 1) * size : 0;
  const shown = useMemo(
    () => (local ? rows.slice(offset, offset + size) : rows),
    [rows, local, offset, size],
  );

  let config: TablePaginationConfig | null = null;
  if (local) config = standardPagination({ current, size }, rows.length, setLocalPage);
  else if (typeof pagination === 'object') {
    config = standardPagination(pagination, pagination.total, pagination.onChange);
  }

  return {
    rows: shown,
    offset,
    numberBase:
      typeof pagination === 'object' ? (pagination.current - 1) * pagination.size : offset,
    config,
    reveal(index) {
      if (!local) return index;
      const target = Math.floor(index / size) + 1;
      if (target !== current) setLocalPage({ current: target, size });
      return index - (target - 1) * size;
    },
  };
}
