import { DownOutlined, UpOutlined } from '@ant-design/icons';
import {
  areaResource,
  type FieldDef,
  fieldGuardsSensitive,
  fieldRef,
  isCityCode,
  isProvinceCode,
  type ResourceDef,
  regionPrefix,
  wrapFilterValue,
} from '@vets/contracts';
import { Button, Col, DatePicker, Form, Row, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { dateItemProps, fieldControl } from './field-control';
import { SEARCH_FIELDS_COLLAPSED } from './list-messages';
import { useResourceAuth } from './use-resource-auth';

export type SearchValues = Record<string, string>;

/** Searchable fields; a child resource's parent key is fixed by the page, not searched. */
function searchFields(def: ResourceDef): Array<[string, FieldDef]> {
  return Object.entries(def.fields).filter(([key, f]) => f.search && key !== def.parentKey);
}

const isRegion = (f: FieldDef) => fieldRef(f)?.def.key === areaResource.key;

/** A chosen province or city finds everything inside it (`13*`, `1301*`); a district is exact. */
function regionParam(code: string): string {
  return isProvinceCode(code) || isCityCode(code) ? `${regionPrefix(code)}*` : code;
}

/** Form values as list parameters: ranges become `_begin`/`_end`, blanks are dropped. */
export function toSearchParams(def: ResourceDef, values: Record<string, unknown>): SearchValues {
  const params: SearchValues = {};
  for (const [key, f] of searchFields(def)) {
    const value = values[key];
    if (value === undefined || value === null || value === '') continue;
    if (f.search === 'range' && Array.isArray(value)) {
      const [from, to] = value as [Dayjs | null, Dayjs | null];
      const format = f.kind === 'datetime' ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD';
      if (from)
        params[`${key}_begin`] =
          f.kind === 'datetime' ? from.startOf('day').format(format) : from.format(format);
      if (to)
        params[`${key}_end`] =
          f.kind === 'datetime' ? to.endOf('day').format(format) : to.format(format);
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : String(value);
    if (!text) continue;
    if (isRegion(f)) params[key] = regionParam(text);
    else params[key] = f.search === 'like' ? wrapFilterValue('like', text) : text;
  }
  return params;
}

/** The search form of a list page, with an expand/collapse toggle when it has many fields. */
export function ResourceSearchForm({
  def,
  onSearch,
}: {
  def: ResourceDef;
  onSearch(params: SearchValues): void;
}) {
  const [form] = Form.useForm();
  const [expanded, setExpanded] = useState(false);
  const can = useResourceAuth(def);
  // The server refuses a search on personal data from whoever may not see it.
  const fields = searchFields(def).filter(([, f]) => !fieldGuardsSensitive(f) || can('sensitive'));
  if (!fields.length) return null;
  const visible = expanded ? fields : fields.slice(0, SEARCH_FIELDS_COLLAPSED);

  return (
    <Form
      form={form}
      name={`search_${def.key}`}
      onFinish={(values) => onSearch(toSearchParams(def, values))}
      style={{ marginBottom: 16 }}
      data-testid="resource-search-form"
    >
      <Row gutter={24}>
        {visible.map(([key, f]) => (
          <Col key={key} xs={24} sm={12} md={8} xl={6}>
            <Form.Item
              name={key}
              label={f.label}
              {...(f.search === 'range' ? {} : dateItemProps(f))}
            >
              {f.search === 'range' ? (
                <DatePicker.RangePicker style={{ width: '100%' }} />
              ) : (
                fieldControl(def, key, 'search')
              )}
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} sm={12} md={8} xl={6}>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onSearch({});
              }}
            >
              重置
            </Button>
            {fields.length > SEARCH_FIELDS_COLLAPSED && (
              <Button type="link" onClick={() => setExpanded((v) => !v)}>
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
