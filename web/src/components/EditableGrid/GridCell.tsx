import { memo, type ReactNode } from 'react';
import { CellDisplay, plainDisplayText } from './cell-display';
import { CheckboxEditor, DEFAULT_EDITORS, TextEditor } from './cell-editors';
import styles from './EditableGrid.module.css';
import { registeredDisplay, registeredEditor } from './editor-registry';
import { dataCellStyle, useGridContext } from './grid-context';
import type { CellRenderProps, GridColumn, GridColumnType, GridRow } from './types';

const READ_ONLY_TYPES = new Set<GridColumnType>(['normal', 'slot', 'hidden']);
/** Cells whose control is interactive in every row, not only in edit mode. */
const ALWAYS_INTERACTIVE = new Set<GridColumnType>(['checkbox', 'upload', 'file', 'image']);

export interface GridCellProps {
  row: GridRow;
  rowIndex: number;
  column: GridColumn;
  editing: boolean;
  autoFocus: boolean;
  error: string | undefined;
}

function GridCellView({ row, rowIndex, column, editing, autoFocus, error }: GridCellProps) {
  const ctx = useGridContext();
  const type = column.type ?? 'input';
  const props: CellRenderProps = {
    value: row[column.key],
    row,
    rowIndex,
    column,
    options: ctx.optionsOf(column),
    onChange: (value) => ctx.onCellChange(row.id, column.key, value),
    autoFocus,
  };
  const editable = !ctx.readOnly && !column.disabled && !READ_ONLY_TYPES.has(type);

  let content: ReactNode;
  let title: string | undefined;
  if (type === 'slot') {
    const slot = column.slotName ? ctx.slots?.[column.slotName] : undefined;
    content = slot ? slot(props) : null;
  } else if (editable && (editing || ALWAYS_INTERACTIVE.has(type))) {
    const Editor =
      registeredEditor(type, ctx.editors) ??
      (type === 'checkbox' ? CheckboxEditor : DEFAULT_EDITORS[type]) ??
      TextEditor;
    content = <Editor {...props} />;
  } else {
    const Display = registeredDisplay(type, ctx.displays);
    const text = Display ? null : plainDisplayText(props);
    if (text !== null) title = text;
    const Shown = Display ?? CellDisplay;
    content = text ?? <Shown {...props} />;
  }

  const activate = () => ctx.onActivate(row.id, column.key);
  const readOnlyContent = editable && !editing && !ALWAYS_INTERACTIVE.has(type);
  return (
    <div
      data-col-key={column.key}
      className={error ? `${styles.cell} ${styles.cellInvalid}` : styles.cell}
      style={dataCellStyle(ctx.widths.get(column.key) ?? 0)}
    >
      {readOnlyContent ? (
        <button
          type="button"
          className={styles.cellButton}
          title={title}
          data-testid="grid-cell-button"
          onClick={activate}
        >
          {content}
        </button>
      ) : (
        <div className={styles.cellContent} title={title}>
          {content}
        </div>
      )}
      {error && (
        <div className={styles.cellError} data-testid="grid-cell-error" title={error}>
          {error}
        </div>
      )}
    </div>
  );
}

export const GridCell = memo(GridCellView);
