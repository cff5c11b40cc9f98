import { RECOVERY_MESSAGES, recoveryApi, SMS_MODES } from '@vets/contracts';
import { Button, Form, Result, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../../../api/call';
import { ApiError } from '../../../../api/transport';
import { FormError } from '../../../../components/FormError';
import { NewPasswordFields } from '../../../../components/NewPassword';
import { PhoneCodeFields } from '../../../../components/SmsCode';

interface Values {
  mobile: string;
  captcha: string;
  password: string;
  confirmpassword: string;
}

/** /wjmm 忘记密码: a new password with a code sent to the account's phone. */
export default function ForgotPassword() {
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const onFinish = async (values: Values) => {
    setBusy(true);
    setError(null);
    try {
      await call(recoveryApi.resetByPhone, { body: values }, { silent: true });
      setDone(true);
    } catch (e) {
      setError(e instanceof ApiError || e instanceof Error ? e.message : '重置失败');
      form.setFieldValue('captcha', '');
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <Result
        status="success"
        title={RECOVERY_MESSAGES.done}
        extra={[
          <Link key="staff" to="/user/login">
            工作人员登录
          </Link>,
          <Link key="company" to="/qylogin" style={{ marginLeft: 16 }}>
            企业 / 培训机构登录
          </Link>,
        ]}
      />
    );
  return (
    <Form form={form} onFinish={onFinish} size="large" aria-label="找回密码">
      <Typography.Title level={5} style={{ textAlign: 'center', marginBottom: 24 }}>
        找回密码
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
        验证码将发送到账号绑定的手机号
      </Typography.Paragraph>
      <FormError message={error} testId="wjmm-error" />
      <PhoneCodeFields form={form} smsmode={SMS_MODES.forgot} />
      <NewPasswordFields placeholder="新密码" />
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="wjmm-submit">
          重置密码
        </Button>
      </Form.Item>
      <div style={{ textAlign: 'center' }}>
        想起密码了？<Link to="/user/login">返回登录</Link>
      </div>
    </Form>
  );
}
