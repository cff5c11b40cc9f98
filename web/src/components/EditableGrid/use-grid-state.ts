import { useEffect, useRef, useState } from 'react';
import { errorsByRow, validateCell, validateRows } from './cell-rules';
import { isEmptyValue } from './cell-values';
import { RELOAD_HIGHLIGHT_MS } from './grid-constants';
import { InsertClickGuard } from './insert-guard';
import { numberOnBlur } from './number-cell';
import {
  createRow,
  insertRowsAt,
  moveRow as moveRowAt,
  removeRowsById,
  renumberOrder,
  replaceRow,
} from './row-ops';
import type { GridColumn, GridRow, ValidateResult } from './types';
import { useLatestCallback } from './use-latest';

export type ErrorMap = ReadonlyMap<string, Readonly<Record<string, string>>>;

export interface GridStateOptions {
  columns: readonly GridColumn[];
  dataSource?: readonly GridRow[];
  /** The column renumbered after inserts and reorders; null for none. */
  orderKey: string | null;
  confirmRemove?: (rows: GridRow[]) => boolean | Promise<boolean>;
  insertGuardMs?: number;
  onRowsChange?: (rows: GridRow[]) => void;
  onCellChange?: (row: GridRow, key: string) => void;
}

export interface CellFocus {
  rowId: string;
  key: string | null;
}

const NONE: ReadonlySet<string> = new Set();
const NO_ERRORS: ErrorMap = new Map();

function without(set: ReadonlySet<string>, ids: Iterable<string>): ReadonlySet<string> {
  const next = new Set(set);
  for (const id of ids) next.delete(id);
  return next;
}

/** Rows, selection, edit rows, errors and the deleted-id list of one grid. */
export function useGridState(o: GridStateOptions) {
  const [rows, setRowsState] = useState<GridRow[]>(() => [...(o.dataSource ?? [])]);
  const rowsRef = useRef(rows);
  const newIds = useRef(new Set<string>());
  const deleted = useRef<string[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(NONE);
  const selectedRef = useRef(selected);
  const [editing, setEditing] = useState<ReadonlySet<string>>(NONE);
  const [focus, setFocus] = useState<CellFocus | null>(null);
  const [errors, setErrorsState] = useState<ErrorMap>(NO_ERRORS);
  const errorsRef = useRef(errors);
  const guard = useRef(new InsertClickGuard(o.insertGuardMs));
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const commit = (next: GridRow[]) => {
    rowsRef.current = next;
    setRowsState(next);
    o.onRowsChange?.(next);
  };
  const setErrors = (next: ErrorMap) => {
    errorsRef.current = next;
    setErrorsState(next);
  };
  const select = (next: ReadonlySet<string>) => {
    selectedRef.current = next;
    setSelected(next);
  };

  const setRows = useLatestCallback((next: readonly GridRow[]) => {
    newIds.current = new Set();
    deleted.current = [];
    commit([...next]);
    select(NONE);
    setEditing(NONE);
    setFocus(null);
    setErrors(NO_ERRORS);
  });

  const source = useRef(o.dataSource);
  useEffect(() => {
    if (source.current === o.dataSource) return;
    source.current = o.dataSource;
    setRows(o.dataSource ?? []);
  }, [o.dataSource, setRows]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending) clearTimeout(t);
      pending.clear();
    };
  }, []);

  /** Re-checks the cells of a changed column that show an error (a fixed duplicate clears both). */
  const recheckColumn = async (key: string) => {
    const column = o.columns.find((c) => c.key === key);
    if (!column?.validateRules?.length) return;
    const current = rowsRef.current;
    const targets = current
      .map((row, rowIndex) => ({ row, rowIndex }))
      .filter(({ row }) => errorsRef.current.get(row.id)?.[key] !== undefined);
    if (targets.length === 0) return;
    const results = await Promise.all(
      targets.map(({ row, rowIndex }) =>
        validateCell({ value: row[key], row, rowIndex, column, rows: current }),
      ),
    );
    const next = new Map(errorsRef.current);
    targets.forEach(({ row }, i) => {
      const entry = { ...(next.get(row.id) ?? {}) };
      const message = results[i];
      if (message) entry[key] = message;
      else delete entry[key];
      if (Object.keys(entry).length > 0) next.set(row.id, entry);
      else next.delete(row.id);
    });
    setErrors(next);
  };

  const setCell = useLatestCallback((rowId: string, key: string, value: unknown) => {
    const current = rowsRef.current;
    const index = current.findIndex((r) => r.id === rowId);
    if (index < 0) return;
    const row = { ...current[index]!, [key]: value };
    const next = [...current];
    next[index] = row;
    commit(next);
    o.onCellChange?.(row, key);
    void recheckColumn(key);
  });

  const insertRows = useLatestCallback((index: number, values: Partial<GridRow>[] = [{}]) => {
    const created = values.map((v) => createRow(o.columns, v));
    let next = insertRowsAt(rowsRef.current, index, created);
    if (o.orderKey) next = renumberOrder(next, o.orderKey);
    commit(next);
    for (const row of created) newIds.current.add(row.id);
    setEditing((prev) => new Set([...prev, ...created.map((r) => r.id)]));
    const first = created[0];
    const firstEditable = o.columns.find(
      (c) => c.type !== 'normal' && c.type !== 'hidden' && c.type !== 'slot' && !c.isOrder,
    );
    if (first) setFocus({ rowId: first.id, key: firstEditable?.key ?? null });
    guard.current.markInsert();
    return created.map((r) => r.id);
  });

  const addRows = useLatestCallback((values?: Partial<GridRow>[]) =>
    insertRows(rowsRef.current.length, values),
  );

  const removeRows = useLatestCallback(async (ids: readonly string[]) => {
    const wanted = new Set(ids);
    const targets = rowsRef.current.filter((r) => wanted.has(r.id));
    if (targets.length === 0) return false;
    if (o.confirmRemove && !(await o.confirmRemove(targets))) return false;
    const removal = removeRowsById(rowsRef.current, wanted, newIds.current);
    deleted.current = [...deleted.current, ...removal.deleted];
    for (const id of wanted) newIds.current.delete(id);
    commit(removal.rows);
    select(without(selectedRef.current, wanted));
    setEditing((prev) => without(prev, wanted));
    const nextErrors = new Map(errorsRef.current);
    for (const id of wanted) nextErrors.delete(id);
    setErrors(nextErrors);
    return true;
  });

  const moveRow = useLatestCallback((from: number, to: number) => {
    let next = moveRowAt(rowsRef.current, from, to);
    if (o.orderKey) next = renumberOrder(next, o.orderKey);
    commit(next);
  });

  const validate = useLatestCallback(async (): Promise<ValidateResult> => {
    const found = await validateRows(rowsRef.current, o.columns);
    setErrors(errorsByRow(found));
    return { ok: found.length === 0, errors: found };
  });

  const applyRemoteUpdate = useLatestCallback((row: GridRow, caseId: string | null = null) => {
    const status = { caseId, time: Date.now(), highlight: true };
    const next = replaceRow(rowsRef.current, { ...row, tug_status: status });
    if (!next) return false;
    commit(next);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      const current = rowsRef.current;
      const index = current.findIndex((r) => r.id === row.id);
      const target = current[index];
      if (!target || target.tug_status !== status) return;
      const settled = [...current];
      settled[index] = { ...target, tug_status: { ...status, highlight: false } };
      commit(settled);
    }, RELOAD_HIGHLIGHT_MS);
    timers.current.add(timer);
    return true;
  });

  /** Puts a row in edit mode; false when the click came too fast after an insert. */
  const activate = useLatestCallback((rowId: string, key: string | null) => {
    if (!guard.current.allows()) return false;
    setEditing((prev) => (prev.has(rowId) ? prev : new Set([...prev, rowId])));
    setFocus((prev) => (prev?.rowId === rowId && prev.key === key ? prev : { rowId, key }));
    return true;
  });

  /** Number cells of rows leaving edit mode settle as on blur (their input may go without one). */
  const settleNumbers = (ids: ReadonlySet<string>) => {
    const keys = o.columns.filter((c) => c.type === 'inputNumber').map((c) => c.key);
    if (keys.length === 0 || ids.size === 0) return;
    let changed = false;
    const next = rowsRef.current.map((row) => {
      if (!ids.has(row.id)) return row;
      let settled = row;
      for (const key of keys) {
        const value = numberOnBlur(row[key]);
        if (value !== row[key] && !(value === '' && isEmptyValue(row[key]))) {
          settled = { ...settled, [key]: value };
        }
      }
      if (settled !== row) changed = true;
      return settled;
    });
    if (changed) commit(next);
  };

  const clearEditing = useLatestCallback((force = false) => {
    if (!force && !guard.current.allows()) return false;
    settleNumbers(editing);
    setEditing(NONE);
    setFocus(null);
    return true;
  });

  const toggleSelected = useLatestCallback((id: string) => {
    const next = new Set(selectedRef.current);
    if (!next.delete(id)) next.add(id);
    select(next);
  });

  const selectMany = useLatestCallback((ids: readonly string[], on: boolean) => {
    const next = new Set(selectedRef.current);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    select(next);
  });

  const clearSelection = useLatestCallback(() => select(NONE));

  return {
    rows,
    selected,
    editing,
    focus,
    errors,
    getRows: () => rowsRef.current,
    getDeleted: () => [...deleted.current],
    getSelection: () => [...selectedRef.current],
    setRows,
    setCell,
    insertRows,
    addRows,
    removeRows,
    moveRow,
    validate,
    applyRemoteUpdate,
    activate,
    clearEditing,
    toggleSelected,
    selectMany,
    clearSelection,
  };
}

export type GridState = ReturnType<typeof useGridState>;
