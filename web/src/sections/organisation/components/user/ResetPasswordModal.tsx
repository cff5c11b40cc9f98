import { userApi } from '@vets/contracts';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { call } from '../../../../api/call';
import { ui } from '../../../../components/ui-bridge';
import { confirmRules, passwordRules } from './user-form';

interface ResetPasswordModalProps {
  /** The account whose password is reset; null closes the dialog. */
  username: string | null;
  onClose(): void;
}

/** 修改密码 for another user (administrators); the user's sessions end on the server. */
export function ResetPasswordModal({ username, onClose }: ResetPasswordModalProps) {
  const [form] = Form.useForm<{ password: string; confirmpassword: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !username) return;
    setSaving(true);
    try {
      const res = await call(userApi.changePassword, { body: { username, ...values } });
      ui().message.success(res.message);
      onClose();
    } catch {
      // the request layer has shown the server's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title="修改密码"
      open={username !== null}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="form_reset_password" labelCol={{ span: 5 }} wrapperCol={{ span: 16 }}>
        <Form.Item label="用户账号">
          <Input value={username ?? ''} disabled />
        </Form.Item>
        <Form.Item name="password" label="登录密码" rules={passwordRules}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label="确认密码"
          rules={confirmRules('password')}
          dependencies={['password']}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
