import { type LoginResult, SMS_MODES, type SmsMode } from '@vets/contracts';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../../api/transport';
import { FormError } from '../../../../components/FormError';
import { PhoneCodeFields } from '../../../../components/SmsCode';
import { useLoginSuccess } from './use-login-success';

interface Values {
  mobile: string;
  captcha: string;
}

/** 手机号登录: the phone, the slider, the code sent by SMS. */
export function PhoneLoginForm({
  heading,
  submit,
  home,
  smsmode = SMS_MODES.login,
}: {
  heading: string;
  submit: (mobile: string, captcha: string) => Promise<{ result: LoginResult }>;
  home?: string;
  /** The kind of code asked for (a veteran's portal sign-in opens the account). */
  smsmode?: SmsMode;
}) {
  const [form] = Form.useForm<Values>();
  const succeeded = useLoginSuccess(home);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onFinish = async ({ mobile, captcha }: Values) => {
    setBusy(true);
    setError(null);
    try {
      succeeded((await submit(mobile.trim(), captcha.trim())).result);
    } catch (e) {
      setError(e instanceof ApiError || e instanceof Error ? e.message : '登录失败');
      form.setFieldValue('captcha', '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} onFinish={onFinish} size="large" aria-label={`${heading}（手机号）`}>
      <FormError message={error} testId="login-error" />
      <PhoneCodeFields form={form} smsmode={smsmode} />
      <Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={busy}
          data-testid="phone-login-submit"
        >
          登 录
        </Button>
      </Form.Item>
    </Form>
  );
}
