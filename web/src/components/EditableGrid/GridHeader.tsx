import { Checkbox } from 'antd';
import { memo } from 'react';
import styles from './EditableGrid.module.css';
import { GRID_TEXT } from './grid-constants';
import { dataCellStyle, leadStyle, useGridContext } from './grid-context';

export interface GridHeaderProps {
  /** Selection state of the shown rows. */
  allSelected: boolean;
  someSelected: boolean;
  onSelectAll(on: boolean): void;
}

function GridHeaderView({ allSelected, someSelected, onSelectAll }: GridHeaderProps) {
  const { columns, widths, lead } = useGridContext();
  return (
    <div className={styles.header}>
      {lead.drag > 0 && (
        <div
          title={GRID_TEXT.dragSort}
          className={`${styles.headerCell} ${styles.lead}`}
          style={leadStyle(lead.drag)}
        />
      )}
      {lead.selection > 0 && (
        <div className={`${styles.headerCell} ${styles.lead}`} style={leadStyle(lead.selection)}>
          <Checkbox
            checked={allSelected}
            indeterminate={!allSelected && someSelected}
            aria-label={GRID_TEXT.selectAll}
            onChange={(e) => onSelectAll(e.target.checked)}
          />
        </div>
      )}
      {lead.rowNumber > 0 && (
        <div className={`${styles.headerCell} ${styles.lead}`} style={leadStyle(lead.rowNumber)}>
          {GRID_TEXT.rowNumber}
        </div>
      )}
      {lead.expand > 0 && (
        <div className={`${styles.headerCell} ${styles.lead}`} style={leadStyle(lead.expand)} />
      )}
      {columns.map((column) => {
        const required = column.validateRules?.some((r) => 'required' in r && r.required);
        return (
          <div
            key={column.key}
            data-col-key={column.key}
            className={styles.headerCell}
            style={dataCellStyle(widths.get(column.key) ?? 0)}
            title={column.title}
          >
            <span className={required ? styles.required : undefined}>{column.title}</span>
          </div>
        );
      })}
    </div>
  );
}

export const GridHeader = memo(GridHeaderView);
