import type { FieldDef, ResourceDef, ResourceRecord } from '@vets/contracts';
import { Col, Form, Modal, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { type ReactNode, useEffect, useState } from 'react';
import { ui } from '../ui-bridge';
import { dateItemProps, fieldControl } from './field-control';
import { apiValue, fieldRules } from './field-rules';
import { formFieldKeys } from './form-fields';
import type { ResourceApi } from './resource-api';

/** Rich text takes a whole row of a two-column form, its label in line with the left column's. */
const fullRow = (f: FieldDef) => f.kind === 'richtext';
const FULL_ROW_2_COLUMNS = { labelCol: { span: 4 }, wrapperCol: { span: 20 } };

/** A form item that is not a field of the definition but travels with the record (passwords, roles). */
export interface ExtraFormItem {
  name: string;
  label: string;
  control: ReactNode;
  rules?: Rule[];
  /** Shown only when adding. */
  addOnly?: boolean;
  /** Watched fields the rules compare against (a password confirmation). */
  dependencies?: string[];
}

export interface FormOverrides {
  /** Items after the fields, sent beside them. */
  extraItems?: ExtraFormItem[];
  /** Values of the extra items for a record opened for editing. */
  loadExtra?(record: ResourceRecord): Promise<Record<string, unknown>>;
  /** Fields shown in the form, in order; default: every form field. */
  formFields?: string[];
  /** Controls replacing the standard one of a field. */
  fieldControls?: Record<string, ReactNode>;
  /** Columns of the form grid; default 1 (2 when the form has more than 6 fields). */
  formColumns?: 1 | 2;
  formWidth?: number;
}

export interface FormTarget {
  mode: 'add' | 'edit';
  record?: ResourceRecord;
}

function defaults(def: ResourceDef): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(def.fields)
      .filter(([, f]) => f.defaultValue !== undefined)
      .map(([key, f]) => [
        key,
        f.kind === 'integer' || f.kind === 'number' ? f.defaultValue : String(f.defaultValue),
      ]),
  );
}

/** The add/edit modal of a resource, with the rule catalogue and the duplicate check. */
/** Fields the record keeps elsewhere while their `lockedBy` field is filled. */
function lockedFields(def: ResourceDef, record: Record<string, unknown>): ReadonlySet<string> {
  const filled = (v: unknown) => v !== null && v !== undefined && v !== '';
  return new Set(
    Object.entries(def.fields)
      .filter(([, f]) => f.lockedBy && filled(record[f.lockedBy.field]))
      .map(([key]) => key),
  );
}

export function ResourceFormModal({
  def,
  api,
  target,
  fixedValues,
  overrides,
  onClose,
  onSaved,
}: {
  def: ResourceDef;
  api: ResourceApi;
  target: FormTarget | null;
  fixedValues?: Record<string, string>;
  overrides?: FormOverrides;
  onClose(): void;
  onSaved(record: ResourceRecord): void;
}) {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [version, setVersion] = useState<number | undefined>();
  const [locked, setLocked] = useState<ReadonlySet<string>>(new Set());
  const editing = target?.mode === 'edit' ? target.record : undefined;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (!editing) {
      form.setFieldsValue(defaults(def));
      setVersion(undefined);
      setLocked(new Set());
      return;
    }
    const loadExtra = overrides?.loadExtra;
    Promise.all([api.queryById(editing.id), loadExtra ? loadExtra(editing) : {}])
      .then(([fresh, extra]) => {
        form.setFieldsValue({ ...fresh, ...extra });
        setVersion(typeof fresh.version === 'number' ? fresh.version : undefined);
        setLocked(lockedFields(def, fresh));
      })
      .catch(() => onClose());
  }, [target, editing, def, api, form, onClose, overrides?.loadExtra]);

  const readOnly = (key: string, f: FieldDef) =>
    Boolean(editing && (f.immutable || locked.has(key)));
  const keys = formFieldKeys(def, overrides);
  const fields = keys.map((k) => [k, def.fields[k]!] as [string, FieldDef]);
  const columns = overrides?.formColumns ?? def.formLayout?.columns ?? (fields.length > 6 ? 2 : 1);
  const parentValue = def.parentKey ? (fixedValues?.[def.parentKey] ?? undefined) : undefined;
  const extraItems = (overrides?.extraItems ?? []).filter((item) => !(editing && item.addOnly));

  const submit = async () => {
    // A failed validation is shown on the fields; nothing else to do.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body: Record<string, unknown> = { ...fixedValues };
    for (const [key] of fields) body[key] = apiValue(values[key]) ?? null;
    for (const item of extraItems) body[item.name] = apiValue(values[item.name]) ?? null;
    if (editing) {
      body.id = editing.id;
      if (version !== undefined) body.version = version;
    }
    setSaving(true);
    try {
      const res = editing ? await api.edit(body) : await api.add(body);
      ui().message.success(res.message);
      onSaved(res.result);
    } catch {
      // the request layer has shown the server's message; keep the form open with the input
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={editing ? `编辑${def.title}` : `新增${def.title}`}
      open={Boolean(target)}
      width={overrides?.formWidth ?? def.formLayout?.width ?? (columns === 2 ? 1000 : 800)}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        name={`form_${def.key}`}
        labelCol={{ span: columns === 2 ? 8 : 5 }}
        wrapperCol={{ span: 16 }}
      >
        <Row gutter={16}>
          {fields.map(([key, f]) => (
            <Col key={key} span={columns === 2 && !fullRow(f) ? 12 : 24}>
              <Form.Item
                name={key}
                label={f.label}
                {...(columns === 2 && fullRow(f) ? FULL_ROW_2_COLUMNS : {})}
                required={Boolean(f.required)}
                rules={
                  readOnly(key, f)
                    ? []
                    : fieldRules(def, key, f, {
                        ...(editing ? { dataId: editing.id } : {}),
                        ...(parentValue ? { parentValue } : {}),
                      })
                }
                extra={locked.has(key) ? f.lockedBy?.reason : f.help}
                validateTrigger={f.unique ? ['onChange', 'onBlur'] : 'onChange'}
                {...dateItemProps(f)}
              >
                {readOnly(key, f)
                  ? fieldControl(def, key, 'form', true)
                  : (overrides?.fieldControls?.[key] ?? fieldControl(def, key, 'form'))}
              </Form.Item>
            </Col>
          ))}
          {extraItems.map((item) => (
            <Col key={item.name} span={columns === 2 ? 12 : 24}>
              <Form.Item
                name={item.name}
                label={item.label}
                rules={item.rules}
                dependencies={item.dependencies}
              >
                {item.control}
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
}
