import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { type LoginResult, PHONE_MESSAGES, PHONE_PATTERN, SMS_MODES } from '@vets/contracts';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useRef, useState } from 'react';
import { ApiError } from '../../../../api/transport';
import SliderCheck, {
  type SliderCheckHandle,
} from '../../../../components/SliderCheck/SliderCheck';
import { SmsCodeButton } from '../../../../components/SmsCode';
import { useLoginSuccess } from './use-login-success';

interface Values {
  mobile: string;
  captcha: string;
}

/** 手机号登录: the phone, the slider, the code sent by SMS. */
export function PhoneLoginForm({
  heading,
  submit,
}: {
  heading: string;
  submit: (mobile: string, captcha: string) => Promise<{ result: LoginResult }>;
}) {
  const [form] = Form.useForm<Values>();
  const succeeded = useLoginSuccess();
  const slider = useRef<SliderCheckHandle>(null);
  const [verified, setVerified] = useState(false);
  const [sliderHelp, setSliderHelp] = useState<string | null>(null);
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
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 24 }}
          data-testid="login-error"
        />
      )}
      <Form.Item
        name="mobile"
        rules={[
          { required: true, whitespace: true, message: PHONE_MESSAGES.required },
          { pattern: PHONE_PATTERN, message: PHONE_MESSAGES.pattern },
        ]}
      >
        <Input
          id="mobile"
          prefix={<MobileOutlined />}
          placeholder="请输入手机号"
          autoComplete="tel"
        />
      </Form.Item>
      <Form.Item validateStatus={sliderHelp ? 'error' : undefined} help={sliderHelp ?? undefined}>
        <SliderCheck
          ref={slider}
          onSuccess={() => {
            setVerified(true);
            setSliderHelp(null);
          }}
          onReset={() => setVerified(false)}
        />
      </Form.Item>
      <Form.Item>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="captcha" noStyle rules={[{ required: true, message: '请输入验证码' }]}>
            <Input
              id="captcha"
              prefix={<SafetyOutlined />}
              placeholder="请输入验证码"
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </Form.Item>
          <SmsCodeButton
            smsmode={SMS_MODES.login}
            sliderDone={verified}
            mobile={async () => (await form.validateFields(['mobile'])).mobile.trim()}
            onSliderNeeded={(message) => {
              slider.current?.reset();
              setSliderHelp(message);
            }}
            onSent={() => slider.current?.reset()}
          />
        </Space.Compact>
      </Form.Item>
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
