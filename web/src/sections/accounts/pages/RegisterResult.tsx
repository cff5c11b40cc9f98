import { REGISTER_MESSAGES } from '@vets/contracts';
import { Button, Result } from 'antd';
import { Link, useLocation } from 'react-router';

/** /user/register-result: what happens after registering, and the way to sign in. */
export default function RegisterResult() {
  const state = useLocation().state as { message?: string; phone?: string } | null;
  return (
    <Result
      status="success"
      title="注册成功"
      subTitle={
        <>
          {state?.message ?? REGISTER_MESSAGES.done}
          {state?.phone && <div style={{ marginTop: 8 }}>登录账号为您的手机号 {state.phone}</div>}
        </>
      }
      extra={
        <Link to="/qylogin">
          <Button type="primary">去登录</Button>
        </Link>
      }
    />
  );
}
