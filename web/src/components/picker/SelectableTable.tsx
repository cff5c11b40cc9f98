import { Table, type TableProps } from 'antd';
import type { Dispatch, SetStateAction } from 'react';
import { type Selection, selectionFromKeys, toggleRow } from './selection';
import { isSelectionCell } from './table-events';

export interface SelectableTableProps<T extends object>
  extends Omit<TableProps<T>, 'rowKey' | 'rowSelection' | 'onRow'> {
  keyOf: (row: T) => string;
  multi: boolean;
  selection: Selection<T>;
  onSelectionChange: Dispatch<SetStateAction<Selection<T>>>;
}

/** A small bordered table whose rows are picked by checkbox/radio or by a click on the row. */
export default function SelectableTable<T extends object>({
  keyOf,
  multi,
  selection,
  onSelectionChange: setSelection,
  ...table
}: SelectableTableProps<T>) {
  return (
    <Table<T>
      size="small"
      bordered
      {...table}
      rowKey={keyOf}
      rowSelection={{
        type: multi ? 'checkbox' : 'radio',
        selectedRowKeys: [...selection.keys()],
        preserveSelectedRowKeys: true,
        onChange: (keys, rows) =>
          setSelection((s) => selectionFromKeys(s, keys.map(String), rows, keyOf)),
      }}
      onRow={(row) => ({
        onClick: (event) => {
          if (isSelectionCell(event.target)) return;
          setSelection((s) => toggleRow(s, keyOf(row), row, multi));
        },
        style: { cursor: 'pointer' },
      })}
    />
  );
}
