import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginResult } from '@vets/contracts';
import { Button, Form, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../api/transport';
import { preloadBackOffice } from '../../../../app/back-office-preload';
import { FormError } from '../../../../components/FormError';
import SliderCheck, {
  type SliderCheckHandle,
} from '../../../../components/SliderCheck/SliderCheck';
import { useLoginSuccess } from './use-login-success';

interface Values {
  username: string;
  password: string;
}

export const SLIDER_REQUIRED = '请先拖动滑块完成验证';

/** Username and password with the slider check; on success stores the session and moves on. */
export function LoginForm({
  heading,
  submit,
  home,
}: {
  heading: string;
  submit: (username: string, password: string) => Promise<{ result: LoginResult }>;
  /** Where a sign-in without a redirect goes (the back office's home by default). */
  home?: string;
}) {
  const [form] = Form.useForm<Values>();
  const succeeded = useLoginSuccess(home);
  const slider = useRef<SliderCheckHandle>(null);
  const [verified, setVerified] = useState(false);
  const [sliderError, setSliderError] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => preloadBackOffice(), []);

  const onFinish = async ({ username, password }: Values) => {
    if (!verified) {
      setSliderError(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { result } = await submit(username.trim(), password);
      succeeded(result);
    } catch (e) {
      setError(e instanceof ApiError || e instanceof Error ? e.message : '登录失败');
      form.setFieldValue('password', '');
      slider.current?.reset();
      setVerified(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} onFinish={onFinish} size="large" autoComplete="on" aria-label={heading}>
      <FormError message={error} testId="login-error" />
      <Form.Item
        name="username"
        rules={[
          { required: true, whitespace: true, message: '请输入用户名' },
          { max: 32, message: '最大长度32位字符' },
        ]}
      >
        <Input
          id="username"
          prefix={<UserOutlined />}
          placeholder="请输入用户名"
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password
          id="password"
          prefix={<LockOutlined />}
          placeholder="请输入密码"
          autoComplete="current-password"
        />
      </Form.Item>
      <Form.Item
        validateStatus={sliderError && !verified ? 'error' : undefined}
        help={sliderError && !verified ? SLIDER_REQUIRED : undefined}
      >
        <SliderCheck
          ref={slider}
          onSuccess={() => {
            setVerified(true);
            setSliderError(false);
          }}
          onReset={() => setVerified(false)}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
          登 录
        </Button>
      </Form.Item>
    </Form>
  );
}
