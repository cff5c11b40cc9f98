import { defaultValueOf } from './cell-values';
import type { GridColumn, GridRow } from './types';

let sequence = 0;

/** An id for a row created in the browser; such rows are dropped, not listed as deleted, on removal. */
export function newRowId(): string {
  sequence += 1;
  return `new_${Date.now().toString(36)}_${sequence}`;
}

/** A new row: every column's default value, then the given values. */
export function createRow(columns: readonly GridColumn[], values: Partial<GridRow> = {}): GridRow {
  const row: GridRow = { id: values.id ?? newRowId() };
  for (const column of columns) {
    const value = defaultValueOf(column);
    if (value !== undefined) row[column.key] = value;
  }
  return { ...row, ...values, id: row.id };
}

export function insertRowsAt(
  rows: readonly GridRow[],
  index: number,
  added: readonly GridRow[],
): GridRow[] {
  const at = Math.max(0, Math.min(index, rows.length));
  return [...rows.slice(0, at), ...added, ...rows.slice(at)];
}

export interface Removal {
  rows: GridRow[];
  /** Ids of removed rows that existed before (new rows are simply dropped). */
  deleted: string[];
}

export function removeRowsById(
  rows: readonly GridRow[],
  ids: ReadonlySet<string>,
  newIds: ReadonlySet<string>,
): Removal {
  const kept: GridRow[] = [];
  const deleted: string[] = [];
  for (const row of rows) {
    if (!ids.has(row.id)) kept.push(row);
    else if (!newIds.has(row.id)) deleted.push(row.id);
  }
  return { rows: kept, deleted };
}

export function moveRow(rows: readonly GridRow[], from: number, to: number): GridRow[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) {
    return [...rows];
  }
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** Sets the order column to 1..n; unchanged rows keep their identity. */
export function renumberOrder(rows: readonly GridRow[], key: string): GridRow[] {
  return rows.map((row, i) => (row[key] === i + 1 ? row : { ...row, [key]: i + 1 }));
}

/** The key renumbered after a reorder: the column flagged isOrder, else dragSortKey. */
export function orderKeyOf(columns: readonly GridColumn[], dragSortKey: string): string {
  return columns.find((c) => c.isOrder)?.key ?? dragSortKey;
}

export function replaceRow(rows: readonly GridRow[], row: GridRow): GridRow[] | null {
  const index = rows.findIndex((r) => r.id === row.id);
  if (index < 0) return null;
  const next = [...rows];
  next[index] = row;
  return next;
}
