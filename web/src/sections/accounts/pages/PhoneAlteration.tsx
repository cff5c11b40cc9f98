import { ALTERATION_MESSAGES, alterationApi, SMS_MODES } from '@vets/contracts';
import { Button, Form, Result, Steps, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../../api/call';
import { ApiError } from '../../../api/transport';
import { FormError } from '../../../components/FormError';
import { PhoneCodeFields } from '../../../components/SmsCode';
import { useSession } from '../../../stores/session';

interface Values {
  mobile: string;
  captcha: string;
}

const STEPS = ['验证原手机号', '填写新手机号', '验证新手机号', '完成'].map((title) => ({ title }));
const errorText = (e: unknown) =>
  e instanceof ApiError || e instanceof Error ? e.message : '操作失败，请稍后重试';

/**
 * /user/alteration 修改手机号: the old phone's code, then the new phone, its code, done. A
 * signed-in user finds their phone filled in.
 */
export default function PhoneAlteration() {
  const { userInfo, setUserInfo } = useSession();
  const [oldForm] = Form.useForm<Values>();
  const [newForm] = Form.useForm<Values>();
  const [step, setStep] = useState(0);
  const [alteration, setAlteration] = useState<{ ticket: string; username: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const verifyOld = (body: Values) =>
    run(async () => {
      const res = await call(alterationApi.verifyOld, { body }, { silent: true });
      setAlteration({ ticket: res.result.alteration, username: res.result.username });
      setStep(1);
    });

  const sendNew = async (mobile: string, ticket: string) => {
    const res = await call(
      alterationApi.sendNew,
      { body: { mobile, ticket, alteration: alteration?.ticket ?? '' } },
      { silent: true },
    );
    setStep(2);
    return res.message;
  };

  const confirm = (body: Values) =>
    run(async () => {
      await call(
        alterationApi.confirm,
        { body: { ...body, alteration: alteration?.ticket ?? '' } },
        { silent: true },
      );
      if (userInfo && userInfo.username === alteration?.username)
        setUserInfo({ ...userInfo, phone: body.mobile });
      setStep(3);
    });

  return (
    <section aria-label="修改手机号">
      <Typography.Title level={5} style={{ textAlign: 'center', marginBottom: 24 }}>
        修改手机号
      </Typography.Title>
      <Steps
        current={step}
        status={step === 3 ? 'finish' : 'process'}
        items={STEPS}
        size="small"
        labelPlacement="vertical"
        responsive={false}
      />
      <div style={{ marginTop: 24 }}>
        <FormError message={error} testId="alteration-error" />
        {step === 0 && (
          <Form
            form={oldForm}
            onFinish={verifyOld}
            size="large"
            initialValues={{ mobile: userInfo?.phone ?? '' }}
          >
            <Typography.Paragraph type="secondary">
              先验证账号当前绑定的手机号，验证码只发送到已绑定账号的手机号。
            </Typography.Paragraph>
            <PhoneCodeFields form={oldForm} smsmode={SMS_MODES.changePhone} />
            <Button
              type="primary"
              htmlType="submit"
              block
              loading={busy}
              data-testid="alteration-next"
            >
              下一步
            </Button>
          </Form>
        )}
        {(step === 1 || step === 2) && (
          <Form form={newForm} onFinish={confirm} size="large">
            <Typography.Paragraph type="secondary">
              账号 {alteration?.username}：请输入新手机号并获取验证码。
            </Typography.Paragraph>
            <PhoneCodeFields
              form={newForm}
              smsmode={SMS_MODES.changePhone}
              sendTo={sendNew}
              phonePlaceholder="请输入新手机号"
            />
            <Button
              type="primary"
              htmlType="submit"
              block
              loading={busy}
              disabled={step === 1}
              data-testid="alteration-confirm"
            >
              确认修改
            </Button>
          </Form>
        )}
        {step === 3 && (
          <Result
            status="success"
            title="修改成功"
            subTitle={ALTERATION_MESSAGES.done}
            extra={
              <Link to={userInfo ? '/' : '/user/login'}>{userInfo ? '返回首页' : '去登录'}</Link>
            }
          />
        )}
      </div>
      {step < 3 && (
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Link to="/user/login">返回登录</Link>
        </div>
      )}
    </section>
  );
}
