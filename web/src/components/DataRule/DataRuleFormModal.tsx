import { useQuery } from '@tanstack/react-query';
import { DATA_RULE_CONDITIONS, DATA_RULE_VARIABLES } from '@vets/contracts';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { useEffect, useState } from 'react';
import { ui } from '../ui-bridge';
import { type DataRule, dataRuleApi } from './data-rule-api';

const CONDITION_OPTIONS = Object.entries(DATA_RULE_CONDITIONS).map(([value, c]) => ({
  value,
  label: `${c.label}（${value}）`,
}));
const VARIABLE_HELP = `可用变量：${Object.entries(DATA_RULE_VARIABLES)
  .map(([name, label]) => `${name} ${label}`)
  .join('，')}`;

export interface DataRuleFormModalProps {
  permissionId: string;
  /** The rule to edit, `{}` to add one, null when closed. */
  rule: Partial<DataRule> | null;
  onClose(): void;
  onSaved(): void;
}

/** Adds or edits one data rule of a menu: a field of its list, a condition and a value. */
export function DataRuleFormModal({
  permissionId,
  rule,
  onClose,
  onSaved,
}: DataRuleFormModalProps) {
  const [form] = Form.useForm<Omit<DataRule, 'id' | 'permissionId'>>();
  const [saving, setSaving] = useState(false);
  const columns = useQuery({
    queryKey: ['data-rule-columns', permissionId],
    queryFn: () => dataRuleApi.columns(permissionId),
    enabled: rule !== null,
  });
  useEffect(() => {
    if (!rule) return;
    form.resetFields();
    form.setFieldsValue({ status: '1', ruleConditions: '=', ...rule });
  }, [rule, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const res = await dataRuleApi.save({
        ...values,
        permissionId,
        ...(rule?.id ? { id: rule.id } : {}),
      });
      ui().message.success(res.message);
      onSaved();
    } catch {
      // the request layer has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={rule?.id ? '编辑数据规则' : '新增数据规则'}
      open={rule !== null}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="form_data_rule" labelCol={{ span: 5 }} wrapperCol={{ span: 17 }}>
        <Form.Item
          name="ruleName"
          label="规则名称"
          rules={[{ required: true, message: '请输入规则名称' }]}
        >
          <Input maxLength={100} placeholder="如：本部门及下级" />
        </Form.Item>
        <Form.Item
          name="ruleColumn"
          label="规则字段"
          rules={[{ required: true, message: '请选择规则字段' }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={columns.isLoading}
            placeholder="请选择规则字段"
            options={(columns.data ?? []).map((c) => ({
              value: c.field,
              label: `${c.label}（${c.field}）`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="ruleConditions"
          label="条件规则"
          rules={[{ required: true, message: '请选择条件规则' }]}
        >
          <Select options={CONDITION_OPTIONS} />
        </Form.Item>
        <Form.Item
          name="ruleValue"
          label="规则值"
          extra={VARIABLE_HELP}
          rules={[{ required: true, message: '请输入规则值' }]}
        >
          <Input maxLength={300} placeholder="#{sys_org_code}" />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Radio.Group
            options={[
              { value: '1', label: '有效' },
              { value: '0', label: '无效' },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
