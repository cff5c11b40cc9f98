import type { LoginResult } from '@vets/contracts';
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
}: {
  heading: string;
  password: Submit;
  phone: Submit;
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
        items={[
          {
            key: 'password',
            label: '账号密码登录',
            children: <LoginForm heading={heading} submit={password} />,
          },
          {
            key: 'phone',
            label: '手机号登录',
            children: <PhoneLoginForm heading={heading} submit={phone} />,
          },
        ]}
      />
    </>
  );
}
