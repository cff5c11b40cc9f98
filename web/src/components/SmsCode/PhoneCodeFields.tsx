import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import type { SmsMode } from '@vets/contracts';
import { PHONE_MESSAGES, PHONE_PATTERN } from '@vets/contracts';
import { Form, type FormInstance, Input, Space } from 'antd';
import { useRef, useState } from 'react';
import SliderCheck, { type SliderCheckHandle } from '../SliderCheck/SliderCheck';
import { SmsCodeButton } from './SmsCodeButton';

/**
 * The phone, the slider and the SMS code with its 获取验证码 button, as form items named
 * `mobile` and `captcha` of `form`. With `sendTo` the code goes through that call (which also
 * needs an earlier step's proof); the slider guards it all the same.
 */
export function PhoneCodeFields({
  form,
  smsmode,
  sendTo,
  phonePlaceholder = '请输入手机号',
}: {
  form: FormInstance;
  smsmode: SmsMode;
  sendTo?(phone: string, ticket: string): Promise<string>;
  phonePlaceholder?: string;
}) {
  const slider = useRef<SliderCheckHandle>(null);
  const [verified, setVerified] = useState(false);
  const [sliderHelp, setSliderHelp] = useState<string | null>(null);
  return (
    <>
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
          placeholder={phonePlaceholder}
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
            smsmode={smsmode}
            sliderDone={verified}
            mobile={async () => String((await form.validateFields(['mobile'])).mobile).trim()}
            onSliderNeeded={(message) => {
              slider.current?.reset();
              setSliderHelp(message);
            }}
            onSent={() => slider.current?.reset()}
            {...(sendTo ? { sendTo } : {})}
          />
        </Space.Compact>
      </Form.Item>
    </>
  );
}
