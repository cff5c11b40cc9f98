import { Col, Form, Input, Row, Select, type TableColumnsType } from 'antd';
import { confirmPick } from '../picker/confirm-pick';
import PickerModal from '../picker/PickerModal';
import SearchButtons from '../picker/SearchButtons';
import SelectableTable from '../picker/SelectableTable';
import SelectedPanel from '../picker/SelectedPanel';
import { usePagedPicker } from '../picker/use-paged-picker';
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
  const { form, page, setPage, selection, setSelection, list, search, reset, table } =
    usePagedPicker<T>({
      open,
      listUrl,
      rowKey,
      initial,
      firstPage: SELECT_MODAL_FIRST_PAGE,
      toFilters: (values) => selectModalParams(values, params),
      resetKey: JSON.stringify(params ?? {}),
    });

  return (
    <PickerModal
      open={open}
      title={title}
      width={SELECT_MODAL_WIDTH}
      onOk={() => confirmPick(selection, onOk)}
      onCancel={onCancel}
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
              <SearchButtons onReset={reset} />
            </Form.Item>
          </Form>
          <SelectableTable<T>
            {...table}
            multi={multi}
            columns={columns}
            pagination={selectModalPagination(page, list.total, setPage)}
          />
        </Col>
        <Col span={8}>
          <SelectedPanel<T>
            selection={selection}
            labelOf={(row, key) => String(row[labelKey] ?? key)}
            onChange={setSelection}
            data-testid={`${testId}-selected`}
          />
        </Col>
      </Row>
    </PickerModal>
  );
}
