import type { LoginResult, SmsMode } from '@vets/contracts';
import { Tabs, Typography } from 'antd';
import { Link } from 'react-router';
import { LoginForm } from './LoginForm';
import { PhoneLoginForm } from './PhoneLoginForm';

type Submit = (first: string, second: string) => Promise<{ result: LoginResult }>;

/** A login page's two ways in: username and password, or phone and SMS code. */
export function LoginTabs({
  heading,
  password,
  phone,
  home,
  smsmode,
  first = 'password',
}: {
  heading: string;
  password: Submit;
  phone: Submit;
  home?: string;
  smsmode?: SmsMode;
  /** The tab shown first. */
  first?: 'password' | 'phone';
}) {
  return (
    <>
      <Typography.Title level={5} style={{ textAlign: 'center', marginBottom: 8 }}>
        {heading}
      </Typography.Title>
      <Tabs
        tabBarExtraContent={{ right: <Link to="/wjmm">忘记密码</Link> }}
        centered
        destroyOnHidden
        defaultActiveKey={first}
        items={[
          {
            key: 'password',
            label: '账号密码登录',
            children: <LoginForm heading={heading} submit={password} home={home} />,
          },
          {
            key: 'phone',
            label: '手机号登录',
            children: (
              <PhoneLoginForm heading={heading} submit={phone} home={home} smsmode={smsmode} />
            ),
          },
        ]}
      />
    </>
  );
}
