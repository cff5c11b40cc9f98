import { PASSWORD_MESSAGES, STRONG_PASSWORD_PATTERN } from '@vets/contracts';
import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError } from '../api/transport';
import { ui } from '../components/ui-bridge';
import { appConfig } from '../config';
import { useSession } from '../stores/session';
import { useTabs } from '../stores/tabs';
import { logoutTarget } from './logout';
import { type PasswordForm, submitPasswordChange } from './password-change';

/** After a change every session of the user has ended on the server: clear and leave. */
function leaveAfterChange(): void {
  const user = useSession.getState().userInfo;
  useSession.getState().clear();
  useTabs.getState().reset();
  const returnTo = `${window.location.pathname}${window.location.search}`;
  window.location.assign(logoutTarget(user, returnTo, appConfig.ssoLoginUrl));
}

/** 修改密码 from the header (section 5 rules and messages). */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const user = useSession((s) => s.userInfo);
  const [form] = Form.useForm<PasswordForm>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (!user?.username) {
      ui().message.warning(PASSWORD_MESSAGES.noUser);
      onClose();
    }
  }, [open, user, form, onClose]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !user) return;
    setSaving(true);
    try {
      const message = await submitPasswordChange(user, values);
      ui().message.success(message);
      onClose();
      leaveAfterChange();
    } catch (error) {
      // Server refusals were shown by the request layer; show what failed before the call.
      if (!(error instanceof ApiError)) {
        ui().message.error(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="修改密码"
      open={open && Boolean(user?.username)}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        name="form_change_password"
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 16 }}
      >
        <Form.Item
          name="oldPassword"
          label="旧密码"
          rules={[{ required: true, message: PASSWORD_MESSAGES.oldRequired }]}
        >
          <Input.Password autoComplete="current-password" placeholder="请输入旧密码" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label="新密码"
          rules={[
            { required: true, message: PASSWORD_MESSAGES.newPattern },
            { pattern: STRONG_PASSWORD_PATTERN, message: PASSWORD_MESSAGES.newPattern },
          ]}
        >
          <Input.Password autoComplete="new-password" placeholder="请输入新密码" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label="确认新密码"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: PASSWORD_MESSAGES.confirmRequired },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(PASSWORD_MESSAGES.confirmMismatch)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" placeholder="请再次输入新密码" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
