import { PlusSquareOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { Button } from 'antd';
import { type CSSProperties, memo } from 'react';
import styles from './EditableGrid.module.css';
import { GridCell } from './GridCell';
import { GRID_TEXT, ROW_HEIGHT } from './grid-constants';
import { leadStyle, useGridContext } from './grid-context';
import { RowDragHandle } from './RowDragHandle';
import { SUB_TABLE_TEXT } from './sub-table';
import type { GridRow } from './types';

export interface GridRowViewProps {
  row: GridRow;
  /** Index in all rows (moves and inserts use it). */
  index: number;
  /** The row number shown, 1-based. */
  rowNumber: number;
  /** Offset from the top of the body, in px. */
  top: number;
  isFirst: boolean;
  isLast: boolean;
  editing: boolean;
  focusKey: string | null;
  selected: boolean;
  errors: Readonly<Record<string, string>> | undefined;
}

function rowClass(p: GridRowViewProps, dragging: boolean): string {
  const names = [styles.row];
  if (p.selected) names.push(styles.rowSelected);
  if (p.row.tug_status?.highlight) names.push(styles.rowHighlight);
  if (dragging) names.push(styles.rowDragging);
  return names.join(' ');
}

function GridRowViewInner(p: GridRowViewProps) {
  const ctx = useGridContext();
  const { row } = p;
  const sortable = useSortable({ id: row.id, disabled: !ctx.dragSort });
  // Rows sit at `top` so drag sort measures where they are (it ignores transforms), and the
  // transform is left to the drag.
  const dy = sortable.transform?.y ?? 0;
  const style: CSSProperties = {
    height: ROW_HEIGHT,
    top: p.top,
    transform: dy ? `translate3d(0, ${dy}px, 0)` : undefined,
    transition: sortable.transition,
  };
  const { lead } = ctx;
  return (
    <div
      ref={sortable.setNodeRef}
      data-row-id={row.id}
      data-row-index={p.index}
      data-editing={p.editing || undefined}
      data-highlight={row.tug_status?.highlight || undefined}
      className={rowClass(p, sortable.isDragging)}
      style={style}
    >
      {lead.drag > 0 && (
        <div className={styles.lead} style={leadStyle(lead.drag)}>
          <RowDragHandle
            index={p.index}
            isFirst={p.isFirst}
            isLast={p.isLast}
            attributes={sortable.attributes}
            listeners={sortable.listeners}
            setActivatorNodeRef={sortable.setActivatorNodeRef}
            onMove={ctx.onMove}
            onInsertAfter={ctx.onInsertAfter}
          />
        </div>
      )}
      {lead.selection > 0 && (
        <div className={styles.lead} style={leadStyle(lead.selection)}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={p.selected}
            aria-label={GRID_TEXT.selectRow}
            onChange={() => ctx.onToggleSelected(row.id)}
          />
        </div>
      )}
      {lead.rowNumber > 0 && (
        <div className={styles.lead} style={leadStyle(lead.rowNumber)}>
          {p.rowNumber}
        </div>
      )}
      {lead.expand > 0 && (
        <div className={styles.lead} style={leadStyle(lead.expand)}>
          <Button
            type="text"
            size="small"
            icon={<PlusSquareOutlined />}
            aria-label={SUB_TABLE_TEXT.open}
            title={SUB_TABLE_TEXT.open}
            onClick={() => ctx.onOpenSubTable(row.id)}
          />
        </div>
      )}
      {ctx.columns.map((column) => (
        <GridCell
          key={column.key}
          row={row}
          rowIndex={p.index}
          column={column}
          editing={p.editing}
          autoFocus={p.editing && p.focusKey === column.key}
          error={p.errors?.[column.key]}
        />
      ))}
    </div>
  );
}

export const GridRowView = memo(GridRowViewInner);
