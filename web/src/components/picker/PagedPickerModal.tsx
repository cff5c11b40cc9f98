import { Button, Col, Form, Input, Modal, Row, Space, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { ui } from '../../app/ui-bridge';
import { type PageState, standardPagination } from '../table/standard-pagination';
import {
  emptySelection,
  refreshSelected,
  type Selection,
  selectionFromKeys,
  selectionOf,
  toggleRow,
} from './selection';
import { isSelectionCell } from './table-events';
import { type ListParams, usePagedList } from './use-paged-list';

export const PICK_NOTHING_WARNING = '请至少选择一条记录';

export interface SearchField {
  name: string;
  label: string;
}

export interface PagedPickerModalProps<T extends object> {
  open: boolean;
  title: string;
  width: number;
  listUrl: string;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  searchFields: SearchField[];
  multi?: boolean;
  /** Rows chosen before, shown as selected (they may be partial). */
  initial?: T[];
  onOk: (rows: T[]) => void;
  onCancel: () => void;
  'data-testid'?: string;
}

const FIRST_PAGE: PageState = { current: 1, size: 10 };

/** A paged, searchable table to pick rows from; selection survives paging. */
export default function PagedPickerModal<T extends object>({
  open,
  title,
  width,
  listUrl,
  columns,
  rowKey,
  searchFields,
  multi = true,
  initial,
  onOk,
  onCancel,
  'data-testid': testId,
}: PagedPickerModalProps<T>) {
  const keyOf = (row: T) => String(row[rowKey]);
  const [form] = Form.useForm<Record<string, string>>();
  const [page, setPage] = useState<PageState>(FIRST_PAGE);
  const [filters, setFilters] = useState<ListParams>({});
  const [selection, setSelection] = useState<Selection<T>>(emptySelection);
  const list = usePagedList<T>(open ? listUrl : null, filters, page);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial choice is read when the modal opens.
  useEffect(() => {
    if (!open) return;
    setSelection(selectionOf(initial ?? [], keyOf));
    setPage(FIRST_PAGE);
    setFilters({});
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyOf only reads rowKey.
  useEffect(() => {
    setSelection((s) => refreshSelected(s, list.records, keyOf));
  }, [list.records, rowKey]);

  const search = () => {
    const values = form.getFieldsValue();
    setFilters(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v?.trim() ?? ''])));
    setPage((p) => ({ ...p, current: 1 }));
  };
  const reset = () => {
    form.resetFields();
    setFilters({});
    setPage((p) => ({ ...p, current: 1 }));
  };
  const confirm = () => {
    if (!selection.size) {
      ui().message.warning(PICK_NOTHING_WARNING);
      return;
    }
    onOk([...selection.values()]);
  };

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText="确定"
      cancelText="取消"
      onOk={confirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <div data-testid={testId}>
        <Form form={form} onFinish={search} style={{ marginBottom: 12 }}>
          <Row gutter={16}>
            {searchFields.map((f) => (
              <Col key={f.name} xs={24} sm={8}>
                <Form.Item name={f.name} label={f.label} style={{ marginBottom: 8 }}>
                  <Input allowClear placeholder={`请输入${f.label}`} />
                </Form.Item>
              </Col>
            ))}
            <Col xs={24} sm={8}>
              <Space>
                <Button type="primary" htmlType="submit">
                  查询
                </Button>
                <Button onClick={reset}>重置</Button>
              </Space>
            </Col>
          </Row>
        </Form>
        <Table<T>
          size="small"
          bordered
          rowKey={keyOf}
          columns={columns}
          dataSource={list.records}
          loading={list.loading}
          pagination={standardPagination(page, list.total, setPage)}
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
      </div>
    </Modal>
  );
}
