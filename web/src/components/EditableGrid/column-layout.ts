import { DEFAULT_COLUMN_WIDTH, MIN_WIDTH } from './grid-constants';
import type { GridColumn } from './types';

/** The minimum width of a column by its type (widgets.md section 9). */
export function minWidthOf(column: GridColumn): number {
  switch (column.type) {
    case 'datetime':
    case 'sel_user':
    case 'sel_depart':
      return MIN_WIDTH.datetime;
    case 'date':
      return MIN_WIDTH.date;
    default:
      return 0;
  }
}

export function columnWidth(column: GridColumn): number {
  return Math.max(column.width ?? DEFAULT_COLUMN_WIDTH, minWidthOf(column));
}

export const selectionWidth = (hasStatistics: boolean) =>
  hasStatistics ? MIN_WIDTH.selectionWithStatistics : MIN_WIDTH.selection;

export const actionWidth = (hasStatistics: boolean) =>
  hasStatistics ? MIN_WIDTH.actionWithStatistics : MIN_WIDTH.action;

/** Columns shown in the grid: everything but `hidden`. */
export function visibleColumns(columns: readonly GridColumn[]): GridColumn[] {
  return columns.filter((c) => c.type !== 'hidden');
}

export interface LeadColumns {
  drag: number;
  selection: number;
  rowNumber: number;
  /** The sub-table button. */
  expand: number;
}

export const leadWidth = (lead: LeadColumns) =>
  lead.drag + lead.selection + lead.rowNumber + lead.expand;

/** Widths of the fixed leading columns (0 when a column is off). */
export function leadColumns(opts: {
  dragSort: boolean;
  rowSelection: boolean;
  rowNumber: boolean;
  hasStatistics: boolean;
  subTable?: boolean;
}): LeadColumns {
  return {
    drag: opts.dragSort ? actionWidth(opts.hasStatistics) : 0,
    selection: opts.rowSelection ? selectionWidth(opts.hasStatistics) : 0,
    rowNumber: opts.rowNumber ? MIN_WIDTH.rowNumber : 0,
    expand: opts.subTable ? MIN_WIDTH.action : 0,
  };
}
