import { LOGIN_PATH } from '@vets/contracts';
import { Alert, Button, Result, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ssoApi } from '../../../../api/sso';
import { appConfig } from '../../../../config';
import { LoginForm } from './LoginForm';

const HEADING = '绑定本系统账号';

/**
 * /user/thirdBind: a third-party identity bound to no account yet. Signing in with an existing
 * account (username, password, slider) binds it; nothing is created or matched otherwise.
 */
export default function ThirdBind() {
  const [params] = useSearchParams();
  const ticket = params.get('ticket');
  const provider = appConfig.thirdLogin?.name ?? '第三方';
  const back = (
    <Link to={LOGIN_PATH}>
      <Button type={ticket ? 'link' : 'primary'}>取消，返回登录页</Button>
    </Link>
  );
  if (!ticket) {
    return (
      <Result
        status="warning"
        title="绑定凭证无效"
        subTitle="请返回登录页，重新进行第三方登录"
        extra={back}
      />
    );
  }
  return (
    <>
      <Typography.Title level={5} style={{ textAlign: 'center', marginBottom: 16 }}>
        {HEADING}
      </Typography.Title>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={`您的${provider}账号尚未绑定本系统账号`}
        description={`请登录要绑定的本系统账号。绑定后，即可使用${provider}直接登录该账号。`}
      />
      <LoginForm
        heading={HEADING}
        submit={(username, password) => ssoApi.bindAccount({ ticket, username, password })}
      />
      <div style={{ textAlign: 'center' }}>{back}</div>
    </>
  );
}
