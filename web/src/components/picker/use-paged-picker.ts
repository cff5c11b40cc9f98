import { Form } from 'antd';
import { useEffect, useState } from 'react';
import type { PageState } from '../table/standard-pagination';
import { emptySelection, refreshSelected, type Selection, selectionOf } from './selection';
import { type ListParams, usePagedList } from './use-paged-list';

export interface PagedPickerOptions<T extends object> {
  open: boolean;
  listUrl: string;
  rowKey: keyof T & string;
  initial?: T[];
  firstPage: PageState;
  /** The list parameters for the search form's values (`{}` when cleared). */
  toFilters: (values: Record<string, string>) => ListParams;
  /** Another value whose change starts the picker over, like opening it. */
  resetKey?: string;
}

/** State of a searchable paged list to pick rows from: form, paging, loaded page and selection. */
export function usePagedPicker<T extends object>({
  open,
  listUrl,
  rowKey,
  initial,
  firstPage,
  toFilters,
  resetKey = '',
}: PagedPickerOptions<T>) {
  const keyOf = (row: T) => String(row[rowKey]);
  const [form] = Form.useForm<Record<string, string>>();
  const [page, setPage] = useState<PageState>(firstPage);
  const [filters, setFilters] = useState<ListParams>(() => toFilters({}));
  const [selection, setSelection] = useState<Selection<T>>(emptySelection);
  const list = usePagedList<T>(open ? listUrl : null, filters, page);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial choice is read when the modal opens.
  useEffect(() => {
    if (!open) return;
    setSelection(selectionOf(initial ?? [], keyOf));
    setPage(firstPage);
    setFilters(toFilters({}));
  }, [open, resetKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyOf only reads rowKey.
  useEffect(() => {
    setSelection((s) => refreshSelected(s, list.records, keyOf));
  }, [list.records, rowKey]);

  const firstPageOf = (p: PageState) => ({ ...p, current: 1 });
  const search = () => {
    setFilters(toFilters(form.getFieldsValue()));
    setPage(firstPageOf);
  };
  const reset = () => {
    form.resetFields();
    setFilters(toFilters({}));
    setPage(firstPageOf);
  };

  /** What a SelectableTable over the loaded page needs, but multi, columns and pagination. */
  const table = {
    keyOf,
    selection,
    onSelectionChange: setSelection,
    dataSource: list.records,
    loading: list.loading,
  };
  return { form, page, setPage, selection, setSelection, list, search, reset, table };
}
