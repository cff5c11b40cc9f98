import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';

interface AuditValues {
  approve: boolean;
  reason?: string;
}

/** Approve, or reject with a reason: the dialog of every approval transition. */
export function DecisionModal({
  title,
  label,
  open,
  onClose,
  onSubmit,
}: {
  title: string;
  /** The action's name ('审核'). */
  label: string;
  open: boolean;
  onClose(): void;
  onSubmit(approve: boolean, reason?: string): Promise<unknown>;
}) {
  const [form] = Form.useForm<AuditValues>();
  const [saving, setSaving] = useState(false);
  const approve = Form.useWatch('approve', form);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit(values.approve, values.reason);
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
      okText="确定"
    >
      <Form form={form} layout="vertical" initialValues={{ approve: true }} preserve={false}>
        <Form.Item name="approve" label={`${label}结果`}>
          <Radio.Group
            options={[
              { value: true, label: '通过' },
              { value: false, label: '驳回' },
            ]}
          />
        </Form.Item>
        {approve === false && (
          <Form.Item
            name="reason"
            label="驳回原因"
            rules={[{ required: true, message: '请填写驳回原因' }]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount placeholder="请填写驳回原因" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
