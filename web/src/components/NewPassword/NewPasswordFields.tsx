import { LockOutlined } from '@ant-design/icons';
import { isStrongPassword, PASSWORD_MESSAGES } from '@vets/contracts';
import { Form, Input } from 'antd';

/** A new password and its confirmation, as form items `password` and `confirmpassword`. */
export function NewPasswordFields({ placeholder = '新密码' }: { placeholder?: string }) {
  return (
    <>
      <Form.Item
        name="password"
        rules={[
          { required: true, message: PASSWORD_MESSAGES.newPattern },
          {
            validator: async (_, v: string) => {
              if (v && !isStrongPassword(v)) throw new Error(PASSWORD_MESSAGES.newPattern);
            },
          },
        ]}
      >
        <Input.Password
          id="password"
          prefix={<LockOutlined />}
          placeholder={placeholder}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="confirmpassword"
        dependencies={['password']}
        rules={[
          { required: true, message: PASSWORD_MESSAGES.confirmRequired },
          ({ getFieldValue }) => ({
            validator: async (_, v: string) => {
              if (v && v !== getFieldValue('password'))
                throw new Error(PASSWORD_MESSAGES.confirmMismatch);
            },
          }),
        ]}
      >
        <Input.Password
          id="confirmpassword"
          prefix={<LockOutlined />}
          placeholder="确认密码"
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}
