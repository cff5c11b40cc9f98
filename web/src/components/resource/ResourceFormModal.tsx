import { type FieldDef, fieldInForm, type ResourceDef, type ResourceRecord } from '@vets/contracts';
import { Col, Form, Modal, Row } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { ui } from '../../app/ui-bridge';
import { dateItemProps, fieldControl } from './field-control';
import { apiValue, fieldRules } from './field-rules';
import type { ResourceApi } from './resource-api';

export interface FormOverrides {
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
  const editing = target?.mode === 'edit' ? target.record : undefined;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (!editing) {
      form.setFieldsValue(defaults(def));
      setVersion(undefined);
      return;
    }
    api
      .queryById(editing.id)
      .then((fresh) => {
        form.setFieldsValue(fresh);
        setVersion(typeof fresh.version === 'number' ? fresh.version : undefined);
      })
      .catch(() => onClose());
  }, [target, editing, def, api, form, onClose]);

  const keys =
    overrides?.formFields ?? Object.keys(def.fields).filter((k) => fieldInForm(def.fields[k]!));
  const fields = keys.map((k) => [k, def.fields[k]!] as [string, FieldDef]);
  const columns = overrides?.formColumns ?? (fields.length > 6 ? 2 : 1);
  const parentValue = def.parentKey ? (fixedValues?.[def.parentKey] ?? undefined) : undefined;

  const submit = async () => {
    // A failed validation is shown on the fields; nothing else to do.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body: Record<string, unknown> = { ...fixedValues };
    for (const [key] of fields) body[key] = apiValue(values[key]) ?? null;
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
      width={overrides?.formWidth ?? (columns === 2 ? 1000 : 800)}
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
            <Col key={key} span={columns === 2 ? 12 : 24}>
              <Form.Item
                name={key}
                label={f.label}
                required={Boolean(f.required)}
                rules={fieldRules(def, key, f, {
                  ...(editing ? { dataId: editing.id } : {}),
                  ...(parentValue ? { parentValue } : {}),
                })}
                extra={f.help}
                validateTrigger={f.unique ? ['onChange', 'onBlur'] : 'onChange'}
                {...dateItemProps(f)}
              >
                {overrides?.fieldControls?.[key] ?? fieldControl(f, 'form')}
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
}
