import { wrapFilterValue } from '@vets/contracts';
import { Col, Form, Input, Row, type TableColumnsType } from 'antd';
import { type PageState, standardPagination } from '../table/standard-pagination';
import { confirmPick } from './confirm-pick';
import PickerModal from './PickerModal';
import SearchButtons from './SearchButtons';
import SelectableTable from './SelectableTable';
import { usePagedPicker } from './use-paged-picker';

export interface SearchField {
  name: string;
  label: string;
  /** Matches anywhere in the value (sent as `*text*`, the list convention for contains). */
  like?: boolean;
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

/** The list parameters for the search form: trimmed, like-fields wrapped, empty ones left out. */
export function searchParams(fields: readonly SearchField[], values: Record<string, string>) {
  const params: Record<string, string> = {};
  for (const f of fields) {
    const text = values[f.name]?.trim() ?? '';
    if (text) params[f.name] = f.like ? wrapFilterValue('like', text) : text;
  }
  return params;
}

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
  const { form, page, setPage, selection, list, search, reset, table } = usePagedPicker<T>({
    open,
    listUrl,
    rowKey,
    initial,
    firstPage: FIRST_PAGE,
    toFilters: (values) => searchParams(searchFields, values),
  });

  return (
    <PickerModal
      open={open}
      title={title}
      width={width}
      onOk={() => confirmPick(selection, onOk)}
      onCancel={onCancel}
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
              <SearchButtons onReset={reset} />
            </Col>
          </Row>
        </Form>
        <SelectableTable<T>
          {...table}
          multi={multi}
          columns={columns}
          pagination={standardPagination(page, list.total, setPage)}
        />
      </div>
    </PickerModal>
  );
}
