import { createContext, useContext } from 'react';
import type { LeadColumns } from './column-layout';
import type { CellRenderOverrides } from './editor-registry';
import type { CellRender, GridColumn, GridOption } from './types';

/** What every row and cell of one grid shares; changes only with the grid's configuration. */
export interface GridContextValue {
  columns: GridColumn[];
  widths: Map<string, number>;
  lead: LeadColumns;
  optionsOf(column: GridColumn): GridOption[];
  editors?: CellRenderOverrides;
  displays?: CellRenderOverrides;
  slots?: Record<string, CellRender>;
  dragSort: boolean;
  readOnly: boolean;
  onActivate(rowId: string, key: string | null): void;
  onCellChange(rowId: string, key: string, value: unknown): void;
  onToggleSelected(rowId: string): void;
  onMove(index: number, delta: -1 | 1): void;
  onInsertAfter(index: number): void;
  onOpenSubTable(rowId: string): void;
}

export const GridContext = createContext<GridContextValue | null>(null);

export function useGridContext(): GridContextValue {
  const value = useContext(GridContext);
  if (!value) throw new Error('EditableGrid: cell rendered outside its grid');
  return value;
}

export function dataCellStyle(width: number) {
  return { flex: `1 0 ${width}px` };
}

export function leadStyle(width: number) {
  return { flex: `0 0 ${width}px`, width };
}
