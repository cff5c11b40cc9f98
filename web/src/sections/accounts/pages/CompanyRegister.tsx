import { BankOutlined, IdcardOutlined, UserOutlined } from '@ant-design/icons';
import { FORM_PATTERNS, registerApi, SMS_MODES } from '@vets/contracts';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { call } from '../../../api/call';
import { ApiError } from '../../../api/transport';
import { RegionPicker } from '../../../components/AreaLinkage';
import { FormError } from '../../../components/FormError';
import { NewPasswordFields } from '../../../components/NewPassword';
import { PhoneCodeFields } from '../../../components/SmsCode';

interface Values {
  mobile: string;
  captcha: string;
  password: string;
  confirmpassword: string;
  companyName: string;
  creditCode: string;
  regionCode: string;
  contactName: string;
}

const credit = FORM_PATTERNS.creditCode;

/** /zhuce 企业注册: the phone and its code, a password, then the company. */
export default function CompanyRegister() {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onFinish = async (values: Values) => {
    setBusy(true);
    setError(null);
    try {
      const res = await call(registerApi.register, { body: values }, { silent: true });
      navigate('/user/register-result', { state: { message: res.message, phone: values.mobile } });
    } catch (e) {
      setError(e instanceof ApiError || e instanceof Error ? e.message : '注册失败');
      form.setFieldValue('captcha', '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} onFinish={onFinish} size="large" aria-label="企业注册">
      <Typography.Title level={5} style={{ textAlign: 'center', marginBottom: 8 }}>
        企业注册
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
        注册后由服务中心审核企业信息，审核通过即可发布岗位、接收简历
      </Typography.Paragraph>
      <FormError message={error} testId="register-error" />
      <PhoneCodeFields form={form} smsmode={SMS_MODES.register} />
      <NewPasswordFields placeholder="设置登录密码（字母、数字和符号）" />
      <Form.Item
        name="companyName"
        rules={[{ required: true, whitespace: true, message: '请输入企业名称' }, { max: 100 }]}
      >
        <Input
          id="companyName"
          prefix={<BankOutlined />}
          placeholder="企业名称（与营业执照一致）"
        />
      </Form.Item>
      <Form.Item
        name="creditCode"
        normalize={(v: string) => v?.toUpperCase()}
        rules={[
          { required: true, message: credit.message },
          {
            validator: async (_, v: string) => {
              if (v && !(credit.pattern.test(v) && credit.check(v)))
                throw new Error(credit.message);
            },
          },
        ]}
      >
        <Input
          id="creditCode"
          prefix={<IdcardOutlined />}
          placeholder="统一社会信用代码（18位）"
          maxLength={18}
        />
      </Form.Item>
      <Form.Item name="regionCode" rules={[{ required: true, message: '请选择所在地区' }]}>
        <RegionPicker id="regionCode" placeholder="企业所在地区" />
      </Form.Item>
      <Form.Item
        name="contactName"
        rules={[{ required: true, whitespace: true, message: '请输入联系人' }, { max: 30 }]}
      >
        <Input id="contactName" prefix={<UserOutlined />} placeholder="联系人姓名" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="register-submit">
          注 册
        </Button>
      </Form.Item>
      <div style={{ textAlign: 'center' }}>
        已有账号？<Link to="/qylogin">企业登录</Link>
      </div>
    </Form>
  );
}
