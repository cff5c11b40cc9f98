import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { cachedDictItems } from '../../stores/session';
import {
  hasCollapsedItems,
  isDateType,
  type QueryValue,
  queryParamNames,
  type ReportQueryItem,
  reportQueryParams,
  visibleQueryItems,
} from './report-query';

export interface ReportSearchFormProps {
  items: ReportQueryItem[];
  dictOptions: Record<string, Array<{ value: string; text: string }>>;
  onSearch: (params: Record<string, string>) => void;
}

interface ControlProps {
  item: ReportQueryItem;
  options: Array<{ value: string; text: string }> | undefined;
  placeholder: string;
  /** Injected by the enclosing Form.Item. */
  value?: QueryValue;
  onChange?: (value: unknown) => void;
}

function Control({ item, options, placeholder, value, onChange }: ControlProps) {
  if (options) {
    return (
      <Select
        allowClear
        placeholder={placeholder}
        value={value as string | undefined}
        onChange={onChange}
        options={options.map((o) => ({ value: o.value, label: o.text }))}
      />
    );
  }
  if (isDateType(item.type)) {
    return (
      <DatePicker
        style={{ width: '100%' }}
        showTime={/^datetime$/i.test(item.type)}
        placeholder={placeholder}
        value={(value as Dayjs | null | undefined) ?? null}
        onChange={onChange}
      />
    );
  }
  return (
    <Input
      allowClear
      placeholder={placeholder}
      value={(value as string | undefined) ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
}

function dictOptionsOf(
  item: ReportQueryItem,
  dictOptions: ReportSearchFormProps['dictOptions'],
): Array<{ value: string; text: string }> | undefined {
  if (dictOptions[item.field]) return dictOptions[item.field];
  return item.dictCode ? cachedDictItems()[item.dictCode] : undefined;
}

/** The report's query items; items flagged hidden show only when the form is expanded. */
export default function ReportSearchForm({ items, dictOptions, onSearch }: ReportSearchFormProps) {
  const [form] = Form.useForm<Record<string, QueryValue>>();
  const [expanded, setExpanded] = useState(false);
  const shown = visibleQueryItems(items, expanded);

  const search = () => onSearch(reportQueryParams(items, form.getFieldsValue(true)));
  const reset = () => {
    form.resetFields();
    onSearch({});
  };

  return (
    <Form form={form} onFinish={search} data-testid="report-popup-search">
      <Row gutter={16}>
        {shown.map((item) => {
          const options = dictOptionsOf(item, dictOptions);
          const [first, second] = queryParamNames(item);
          return (
            <Col key={item.field} xs={24} sm={12} md={8} xl={6}>
              <Form.Item label={item.label} style={{ marginBottom: 12 }}>
                {second ? (
                  <Space.Compact style={{ width: '100%' }}>
                    <Form.Item name={first} noStyle>
                      <Control item={item} options={options} placeholder="开始" />
                    </Form.Item>
                    <Form.Item name={second} noStyle>
                      <Control item={item} options={options} placeholder="结束" />
                    </Form.Item>
                  </Space.Compact>
                ) : (
                  <Form.Item name={first} noStyle>
                    <Control
                      item={item}
                      options={options}
                      placeholder={`${options ? '请选择' : '请输入'}${item.label}`}
                    />
                  </Form.Item>
                )}
              </Form.Item>
            </Col>
          );
        })}
        <Col xs={24} sm={12} md={8} xl={6}>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button onClick={reset}>重置</Button>
            {hasCollapsedItems(items) && (
              <Button type="link" onClick={() => setExpanded((e) => !e)}>
                {expanded ? '收起' : '展开'}
                {expanded ? <UpOutlined /> : <DownOutlined />}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
