import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { Empty } from 'antd';
import { memo, type Ref, useCallback, useImperativeHandle } from 'react';
import styles from './EditableGrid.module.css';
import { GridRowView } from './GridRowView';
import { GRID_TEXT, HEADER_HEIGHT, ROW_HEIGHT } from './grid-constants';
import type { GridRow } from './types';
import type { CellFocus, ErrorMap } from './use-grid-state';

export interface GridBodyHandle {
  scrollToIndex(index: number): void;
}

export interface GridBodyProps {
  ref?: Ref<GridBodyHandle>;
  scrollElement: HTMLDivElement | null;
  /** The rows shown (the current page). */
  rows: GridRow[];
  /** Index of the first shown row among all rows. */
  offset: number;
  /** Row number of the first shown row, minus one. */
  numberBase: number;
  totalCount: number;
  editing: ReadonlySet<string>;
  focus: CellFocus | null;
  selected: ReadonlySet<string>;
  errors: ErrorMap;
  /** The row being dragged stays rendered while it is scrolled out of view. */
  activeDragIndex: number | null;
  footerHeight: number;
}

/**
 * The virtual rows: only the rows in view (and a few more) are in the DOM. Scrolling re-renders
 * this component alone; rows are memoised, so only rows entering the view render.
 */
function GridBodyView(p: GridBodyProps) {
  const { rows, activeDragIndex } = p;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeDragIndex !== null && !indexes.includes(activeDragIndex)) {
        indexes.push(activeDragIndex);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [activeDragIndex],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => p.scrollElement,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (i) => rows[i]?.id ?? i,
    overscan: 4,
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingEnd: p.footerHeight,
    rangeExtractor,
  });
  useImperativeHandle(
    p.ref,
    () => ({ scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }) }),
    [virtualizer],
  );

  if (rows.length === 0) {
    return (
      <div className={styles.empty}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={GRID_TEXT.empty} />
      </div>
    );
  }
  return (
    <div className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        const index = p.offset + item.index;
        const editing = p.editing.has(row.id);
        return (
          <GridRowView
            key={row.id}
            row={row}
            index={index}
            rowNumber={p.numberBase + item.index + 1}
            top={item.start - HEADER_HEIGHT}
            isFirst={index === 0}
            isLast={index === p.totalCount - 1}
            editing={editing}
            focusKey={editing && p.focus?.rowId === row.id ? p.focus.key : null}
            selected={p.selected.has(row.id)}
            errors={p.errors.get(row.id)}
          />
        );
      })}
    </div>
  );
}

export const GridBody = memo(GridBodyView);
