import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Pagination } from 'antd';
import {
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useSession } from '../../stores/session';
import { usePrefixPermission } from '../Authorized';
import { columnWidth, leadColumns, leadWidth, visibleColumns } from './column-layout';
import { columnOptions } from './column-options';
import styles from './EditableGrid.module.css';
import type { CellRenderOverrides } from './editor-registry';
import { GridBody, type GridBodyHandle } from './GridBody';
import { GridFooter } from './GridFooter';
import { GridHeader } from './GridHeader';
import { GridToolbar } from './GridToolbar';
import { DEFAULT_DRAG_SORT_KEY, DEFAULT_MAX_HEIGHT, STATISTICS_ROW_HEIGHT } from './grid-constants';
import { GridContext, type GridContextValue } from './grid-context';
import { orderKeyOf } from './row-ops';
import { computeStatistics, statisticsRows } from './statistics';
import type {
  CellRender,
  EditableGridRef,
  GridColumn,
  GridOption,
  GridRow,
  GridSubTable,
  GridValues,
} from './types';
import { type ServerPagination, useGridPaging } from './use-grid-paging';
import { type GridSocketOptions, useGridSocket } from './use-grid-socket';
import { useGridState } from './use-grid-state';
import { useLatestCallback } from './use-latest';
import { useOutsideClick } from './use-outside-click';
import { SubTableView, useSubTable } from './use-sub-table';
import type { VxeMessage } from './vxe-socket';

export interface EditableGridProps {
  columns: GridColumn[];
  /** Initial rows; a new array resets the grid (rows, selection, deleted ids). */
  dataSource?: GridRow[];
  ref?: Ref<EditableGridRef>;
  rowNumber?: boolean;
  rowSelection?: boolean;
  dragSort?: boolean;
  /** The order column renumbered after a reorder (a column flagged isOrder wins). */
  dragSortKey?: string;
  maxHeight?: number;
  toolbar?: boolean;
  readOnly?: boolean;
  /** Called with the rows and deleted ids after 保存 validated every cell. */
  onSave?: (values: GridValues) => void | Promise<void>;
  /**
   * Button permission prefix for 新增 (`add`) and 删除 (`batch_delete`), by the section-6 rules:
   * a prefix ending in a colon hides the actions the user lacks among those the system defines.
   */
  authPre?: string;
  /** Asked before rows are removed; false keeps them. */
  confirmRemove?: (rows: GridRow[]) => boolean | Promise<boolean>;
  /** true pages locally; an object is server paging (the rows are the current page). */
  pagination?: boolean | ServerPagination;
  renderEditor?: CellRenderOverrides;
  renderDisplay?: CellRenderOverrides;
  slots?: Record<string, CellRender>;
  socket?: GridSocketOptions;
  /** Each row gets a button that opens this sub-table in a popup. */
  subTable?: GridSubTable;
  /** Other socket messages (common_send_date …). */
  onSocketMessage?: (message: VxeMessage) => void;
  caseId?: string;
  insertGuardMs?: number;
  onRowsChange?: (rows: GridRow[]) => void;
  onCellChange?: (row: GridRow, key: string) => void;
  'data-testid'?: string;
}

export default function EditableGrid(props: EditableGridProps) {
  const {
    columns,
    rowNumber = true,
    rowSelection = true,
    dragSort = false,
    dragSortKey = DEFAULT_DRAG_SORT_KEY,
    maxHeight = DEFAULT_MAX_HEIGHT,
    toolbar = true,
    readOnly = false,
    pagination,
  } = props;

  const orderKey = dragSort
    ? orderKeyOf(columns, dragSortKey)
    : (columns.find((c) => c.isOrder)?.key ?? null);
  const state = useGridState({
    columns,
    dataSource: props.dataSource,
    orderKey,
    confirmRemove: props.confirmRemove,
    insertGuardMs: props.insertGuardMs,
    onRowsChange: props.onRowsChange,
    onCellChange: (row, key) => {
      props.onCellChange?.(row, key);
      socket.sendRow(row);
    },
  });
  const socket = useGridSocket(
    props.socket,
    props.caseId,
    state.applyRemoteUpdate,
    props.onSocketMessage,
  );

  const { rows } = state;
  const actionAllowed = usePrefixPermission(props.authPre);
  const paging = useGridPaging(rows, pagination);
  const { rows: pageRows, offset } = paging;

  // ---- layout --------------------------------------------------------------------------
  const shown = useMemo(() => visibleColumns(columns), [columns]);
  const statisticsKinds = useMemo(() => statisticsRows(shown), [shown]);
  const hasSubTable = Boolean(props.subTable);
  const hasStatistics = statisticsKinds.length > 0;
  const lead = useMemo(
    () => leadColumns({ dragSort, rowSelection, rowNumber, hasStatistics, subTable: hasSubTable }),
    [dragSort, rowSelection, rowNumber, hasStatistics, hasSubTable],
  );
  const widths = useMemo(() => new Map(shown.map((c) => [c.key, columnWidth(c)])), [shown]);
  const totalWidth = leadWidth(lead) + [...widths.values()].reduce((a, b) => a + b, 0);
  const statistics = useMemo(
    () => (hasStatistics ? computeStatistics(rows, shown) : null),
    [hasStatistics, rows, shown],
  );

  const dictItems = useSession((s) => s.dictItems);
  const options = useMemo(
    () => new Map<string, GridOption[]>(columns.map((c) => [c.key, columnOptions(c, dictItems)])),
    [columns, dictItems],
  );

  // ---- virtual rows and drag sort --------------------------------------------------------
  // State, not a ref: the body's virtualizer needs the element, and a parent's ref is attached
  // only after its children's layout effects ran.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const body = useRef<GridBodyHandle>(null);
  const [activeDragIndex, setActiveDragIndex] = useState<number | null>(null);

  const pendingScroll = useRef<number | null>(null);
  const scrollToRow = useLatestCallback((index: number) => {
    pendingScroll.current = paging.reveal(index);
  });
  useEffect(() => {
    const index = pendingScroll.current;
    if (index === null || index >= pageRows.length) return;
    pendingScroll.current = null;
    body.current?.scrollToIndex(index);
  });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const pageIds = useMemo(() => pageRows.map((r) => r.id), [pageRows]);
  const onDragStart = (event: DragStartEvent) => {
    const index = pageIds.indexOf(String(event.active.id));
    setActiveDragIndex(index >= 0 ? index : null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveDragIndex(null);
    if (!over || active.id === over.id) return;
    const from = pageIds.indexOf(String(active.id));
    const to = pageIds.indexOf(String(over.id));
    if (from >= 0 && to >= 0) state.moveRow(offset + from, offset + to);
  };

  // ---- editing ---------------------------------------------------------------------------
  const rootRef = useRef<HTMLDivElement>(null);
  const clearOnOutside = useCallback(() => {
    state.clearEditing();
  }, [state.clearEditing]);
  useOutsideClick(rootRef, clearOnOutside);

  const onMove = useLatestCallback((index: number, delta: -1 | 1) => {
    const to = index + delta;
    if (to < 0 || to >= state.getRows().length) return;
    state.moveRow(index, to);
  });
  const onInsertAfter = useLatestCallback((index: number) => {
    state.insertRows(index + 1);
  });
  // A render is needed for the pending scroll to run when the page stays the same.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const revealRow = useLatestCallback((index: number) => {
    scrollToRow(index);
    rerender();
  });
  const subTable = useSubTable(rootRef, state.getRows, revealRow);

  const context = useMemo<GridContextValue>(
    () => ({
      columns: shown,
      widths,
      lead,
      optionsOf: (column: GridColumn) => options.get(column.key) ?? [],
      editors: props.renderEditor,
      displays: props.renderDisplay,
      slots: props.slots,
      dragSort,
      readOnly,
      onActivate: state.activate,
      onCellChange: state.setCell,
      onToggleSelected: state.toggleSelected,
      onMove,
      onInsertAfter,
      onOpenSubTable: subTable.open,
    }),
    [
      shown,
      widths,
      lead,
      options,
      props.renderEditor,
      props.renderDisplay,
      props.slots,
      dragSort,
      readOnly,
      state.activate,
      state.setCell,
      state.toggleSelected,
      onMove,
      onInsertAfter,
      subTable.open,
    ],
  );

  // ---- toolbar and ref API ----------------------------------------------------------------
  const validate = useLatestCallback(async () => {
    const result = await state.validate();
    const first = result.errors[0];
    if (first) scrollToRow(first.rowIndex);
    return result;
  });
  const [saving, setSaving] = useState(false);
  const save = useLatestCallback(async () => {
    if (!props.onSave) return;
    setSaving(true);
    try {
      const result = await validate();
      if (result.ok) await props.onSave({ rows: state.getRows(), deleted: state.getDeleted() });
    } finally {
      setSaving(false);
    }
  });
  const add = useLatestCallback(() => {
    const [id] = state.addRows();
    if (id) scrollToRow(state.getRows().length - 1);
  });
  const removeSelected = useLatestCallback(() => void state.removeRows(state.getSelection()));
  const selectPage = useLatestCallback((on: boolean) => state.selectMany(pageIds, on));

  useImperativeHandle(
    props.ref,
    (): EditableGridRef => ({
      validate,
      getRows: state.getRows,
      getValues: () => ({ rows: state.getRows(), deleted: state.getDeleted() }),
      getDeleted: state.getDeleted,
      getSelection: state.getSelection,
      clearSelection: state.clearSelection,
      setRows: state.setRows,
      addRows: state.addRows,
      insertRows: state.insertRows,
      removeRows: state.removeRows,
      moveRow: state.moveRow,
      applyRemoteUpdate: state.applyRemoteUpdate,
      clearEditing: () => {
        state.clearEditing(true);
      },
      scrollToRow,
      openSubTable: subTable.open,
    }),
    [state, validate, scrollToRow, subTable.open],
  );

  const selectedOnPage = useMemo(
    () => pageRows.reduce((n, r) => n + (state.selected.has(r.id) ? 1 : 0), 0),
    [pageRows, state.selected],
  );

  const socketStatus = socket.status;
  return (
    <GridContext value={context}>
      <div
        ref={rootRef}
        className={styles.grid}
        data-testid={props['data-testid'] ?? 'editable-grid'}
        data-row-count={rows.length}
        data-socket={socketStatus}
      >
        {toolbar && !readOnly && (
          <GridToolbar
            canAdd={actionAllowed('add')}
            canRemove={actionAllowed('batch_delete')}
            selectedCount={state.selected.size}
            saving={saving}
            onAdd={add}
            onSave={props.onSave ? save : undefined}
            onRemove={removeSelected}
            onClearSelection={state.clearSelection}
            socketStatus={socketStatus}
          />
        )}
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setActiveDragIndex(null)}
        >
          <SortableContext items={dragSort ? pageIds : []} strategy={verticalListSortingStrategy}>
            <div
              ref={setScrollElement}
              data-grid-scroll
              className={styles.scroll}
              style={{ maxHeight }}
            >
              <div className={styles.inner} style={{ minWidth: totalWidth }}>
                <GridHeader
                  allSelected={pageRows.length > 0 && selectedOnPage === pageRows.length}
                  someSelected={selectedOnPage > 0}
                  onSelectAll={selectPage}
                />
                <GridBody
                  ref={body}
                  scrollElement={scrollElement}
                  rows={pageRows}
                  offset={offset}
                  numberBase={paging.numberBase}
                  totalCount={rows.length}
                  editing={state.editing}
                  focus={state.focus}
                  selected={state.selected}
                  errors={state.errors}
                  activeDragIndex={activeDragIndex}
                  footerHeight={statisticsKinds.length * STATISTICS_ROW_HEIGHT}
                />
                {statistics && <GridFooter kinds={statisticsKinds} values={statistics} />}
              </div>
            </div>
          </SortableContext>
        </DndContext>
        {props.subTable && subTable.view && (
          <SubTableView
            config={props.subTable}
            view={subTable.view}
            rows={rows}
            onClose={subTable.close}
          />
        )}
        {paging.config && (
          <div className={styles.pagination}>
            <Pagination {...paging.config} />
          </div>
        )}
      </div>
    </GridContext>
  );
}
