import {
  Button,
  Card,
  Col,
  Empty,
  Form,
  Input,
  Modal,
  Row,
  Select,
  Space,
  Table,
  type TableColumnsType,
} from 'antd';
import { useEffect, useState } from 'react';
import { ui } from '../../app/ui-bridge';
import { PICK_NOTHING_WARNING } from '../picker/PagedPickerModal';
import {
  emptySelection,
  refreshSelected,
  type Selection,
  selectionFromKeys,
  selectionOf,
  toggleRow,
  withoutKey,
} from '../picker/selection';
import { isSelectionCell } from '../picker/table-events';
import { usePagedList } from '../picker/use-paged-list';
import type { PageState } from '../table/standard-pagination';
import {
  SELECT_MODAL_FIRST_PAGE,
  SELECT_MODAL_WIDTH,
  selectModalPagination,
  selectModalParams,
} from './select-modal';

/** An extra query item: a text box, or a select when it has options. */
export interface SelectQueryItem {
  name: string;
  label: string;
  options?: Array<{ value: string; label: string }>;
}

export interface SelectModalProps<T extends object> {
  open: boolean;
  title?: string;
  /** Any list url answering `{ records, total }` (or a plain array) to pageNo/pageSize. */
  listUrl: string;
  columns: TableColumnsType<T>;
  rowKey?: keyof T & string;
  /** The field shown for a row in the selected list. */
  labelKey: keyof T & string;
  /** The list parameter the search box fills. */
  searchKey?: string;
  searchPlaceholder?: string;
  queryItems?: SelectQueryItem[];
  /** Parameters sent with every list call. */
  params?: Record<string, string>;
  multi?: boolean;
  initial?: T[];
  onOk: (rows: T[]) => void;
  onCancel: () => void;
  'data-testid'?: string;
}

/** A business selection modal: search, paged table, and the chosen items beside it. */
export default function SelectModal<T extends object>({
  open,
  title = '选择',
  listUrl,
  columns,
  rowKey = 'id' as keyof T & string,
  labelKey,
  searchKey = 'keyword',
  searchPlaceholder = '请输入关键字',
  queryItems = [],
  params,
  multi = true,
  initial,
  onOk,
  onCancel,
  'data-testid': testId = 'select-modal',
}: SelectModalProps<T>) {
  const keyOf = (row: T) => String(row[rowKey]);
  const [form] = Form.useForm<Record<string, string>>();
  const [page, setPage] = useState<PageState>(SELECT_MODAL_FIRST_PAGE);
  const [filters, setFilters] = useState<Record<string, string>>(() =>
    selectModalParams({}, params),
  );
  const [selection, setSelection] = useState<Selection<T>>(emptySelection);
  const list = usePagedList<T>(open ? listUrl : null, filters, page);
  const paramsKey = JSON.stringify(params ?? {});

  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial choice is read when the modal opens.
  useEffect(() => {
    if (!open) return;
    setSelection(selectionOf(initial ?? [], keyOf));
    setPage(SELECT_MODAL_FIRST_PAGE);
    setFilters(selectModalParams({}, params));
  }, [open, paramsKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyOf only reads rowKey.
  useEffect(() => {
    setSelection((s) => refreshSelected(s, list.records, keyOf));
  }, [list.records, rowKey]);

  const search = () => {
    setFilters(selectModalParams(form.getFieldsValue(), params));
    setPage((p) => ({ ...p, current: 1 }));
  };
  const reset = () => {
    form.resetFields();
    setFilters(selectModalParams({}, params));
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
      width={SELECT_MODAL_WIDTH}
      okText="确定"
      cancelText="取消"
      onOk={confirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Row gutter={12} data-testid={testId}>
        <Col span={16}>
          <Form
            form={form}
            layout="inline"
            onFinish={search}
            style={{ marginBottom: 12, rowGap: 8 }}
          >
            <Form.Item name={searchKey}>
              <Input allowClear placeholder={searchPlaceholder} onPressEnter={search} />
            </Form.Item>
            {queryItems.map((item) => (
              <Form.Item key={item.name} name={item.name} label={item.label}>
                {item.options ? (
                  <Select
                    allowClear
                    style={{ minWidth: 120 }}
                    placeholder="请选择"
                    options={item.options}
                  />
                ) : (
                  <Input allowClear placeholder={`请输入${item.label}`} />
                )}
              </Form.Item>
            ))}
            <Form.Item>
              <Space>
                <Button type="primary" htmlType="submit">
                  查询
                </Button>
                <Button onClick={reset}>重置</Button>
              </Space>
            </Form.Item>
          </Form>
          <Table<T>
            size="small"
            bordered
            rowKey={keyOf}
            columns={columns}
            dataSource={list.records}
            loading={list.loading}
            pagination={selectModalPagination(page, list.total, setPage)}
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
        </Col>
        <Col span={8}>
          <Card
            size="small"
            title={`已选择（${selection.size}）`}
            data-testid={`${testId}-selected`}
          >
            {selection.size ? (
              <div style={{ maxHeight: 360, overflowY: 'auto' }}>
                {[...selection.entries()].map(([key, row]) => (
                  <div
                    key={key}
                    style={{ display: 'flex', justifyContent: 'space-between', padding: '4px 0' }}
                  >
                    <span>{String(row[labelKey] ?? key)}</span>
                    <Button
                      type="link"
                      size="small"
                      danger
                      onClick={() => setSelection((s) => withoutKey(s, key))}
                    >
                      删除
                    </Button>
                  </div>
                ))}
              </div>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无选择" />
            )}
          </Card>
        </Col>
      </Row>
    </Modal>
  );
}
