import type { ReactNode } from 'react';

/** Column types of widgets.md section 3, plus `tags` (the tags cell of section 5). */
export type GridColumnType =
  | 'normal'
  | 'input'
  | 'inputNumber'
  | 'checkbox'
  | 'select'
  | 'date'
  | 'datetime'
  | 'sel_depart'
  | 'sel_user'
  | 'input_pop'
  | 'upload'
  | 'file'
  | 'image'
  | 'popup'
  | 'radio'
  | 'list_multi'
  | 'sel_search'
  | 'checkbox_meta'
  | 'slot'
  | 'hidden'
  | 'tags';

export interface GridOption {
  value: string;
  text?: string;
  label?: string;
  title?: string;
  disabled?: boolean;
}

export type StatisticsType = 'sum' | 'average';

/** Marks a row replaced by a real-time update from another page. */
export interface TugStatus {
  caseId: string | null;
  time: number;
  /** True for the reload highlight (1400 ms). */
  highlight: boolean;
}

export interface GridRow {
  id: string;
  tug_status?: TugStatus;
  [key: string]: unknown;
}

export interface CellRuleContext {
  value: unknown;
  row: GridRow;
  rowIndex: number;
  column: GridColumn;
  rows: readonly GridRow[];
}

/** What a custom handler answers: true/undefined passes, false fails with the rule message, a string fails with itself. */
export type CellHandlerResult = boolean | string | undefined | null;

/** A cell rule; `message` may contain `${title}`. */
export type CellRule = { message?: string } & (
  | { required: true }
  | { unique: true }
  /** A named pattern (see CELL_PATTERNS), a RegExp, or a regex source string. */
  | { pattern: string | RegExp }
  | { handler: (ctx: CellRuleContext) => CellHandlerResult | Promise<CellHandlerResult> }
);

export interface GridColumn {
  key: string;
  title: string;
  type?: GridColumnType;
  width?: number;
  options?: GridOption[];
  /** Options come from the cached dictionary with this code when `options` is not given. */
  dictCode?: string;
  validateRules?: CellRule[];
  /** Value of a new row; a function is called for each new row. */
  defaultValue?: unknown | (() => unknown);
  /** Checked and unchecked values of a checkbox cell; default [true, false]. */
  customValue?: readonly [unknown, unknown];
  statistics?: StatisticsType[];
  /** The order column, renumbered after a reorder (else the grid's dragSortKey column). */
  isOrder?: boolean;
  /** A select cell also accepts typed values. */
  allowInput?: boolean;
  /** A select cell filters its options by typed text. */
  allowSearch?: boolean;
  /** Date format of date and datetime cells. */
  format?: string;
  /** Select values shown as coloured tags: true picks a colour per option, a function decides. */
  setTagColor?: boolean | ((value: string) => string | undefined);
  placeholder?: string;
  disabled?: boolean;
  /** The slot renderer of a `slot` column, by name from the grid's `slots`. */
  slotName?: string;
}

export interface GridError {
  rowIndex: number;
  rowId: string;
  key: string;
  message: string;
}

export interface ValidateResult {
  ok: boolean;
  errors: GridError[];
}

/** What an editor or a slot receives. */
export interface CellRenderProps {
  value: unknown;
  row: GridRow;
  rowIndex: number;
  column: GridColumn;
  options: GridOption[];
  onChange: (value: unknown) => void;
  autoFocus: boolean;
}

export type CellRender = (props: CellRenderProps) => ReactNode;

export interface GridValues {
  rows: GridRow[];
  deleted: string[];
}

/** The ref API of EditableGrid. */
export interface EditableGridRef {
  validate(): Promise<ValidateResult>;
  getRows(): GridRow[];
  getValues(): GridValues;
  getDeleted(): string[];
  getSelection(): string[];
  clearSelection(): void;
  setRows(rows: GridRow[]): void;
  addRows(rows?: Partial<GridRow>[]): string[];
  insertRows(index: number, rows?: Partial<GridRow>[]): string[];
  removeRows(ids: string[]): Promise<boolean>;
  moveRow(from: number, to: number): void;
  /** Applies a real-time update: the row with the same id is replaced and marked. */
  applyRemoteUpdate(row: GridRow, caseId?: string | null): boolean;
  clearEditing(): void;
  scrollToRow(index: number): void;
  /** Opens the row's sub-table popup (needs the grid's `subTable`). */
  openSubTable(rowId: string): void;
}

/** A row's sub-table, opened from the button before its cells. */
export interface GridSubTable {
  /** The popup title; default 子表. */
  title?: string | ((row: GridRow) => string);
  render(row: GridRow, close: () => void): ReactNode;
}
