import { SMS_MODES, VETERAN_HOME_PATH } from '@vets/contracts';
import { Link } from 'react-router';
import { systemApi } from '../../../../api/system';
import { LoginTabs } from './LoginTabs';

/** /qzdl: a veteran signs in on the portal; the first sign-in by phone opens the account. */
export default function VeteranLogin() {
  return (
    <>
      <LoginTabs
        heading="求职者（退役军人）登录"
        password={systemApi.veteranLogin}
        phone={systemApi.veteranPhoneLogin}
        home={VETERAN_HOME_PATH}
        smsmode={SMS_MODES.portal}
        first="phone"
      />
      <p style={{ textAlign: 'center', color: 'rgba(0,0,0,0.55)' }}>
        首次使用手机号验证码登录即开通账号；设置密码可通过“忘记密码”完成。
      </p>
      <div style={{ textAlign: 'center' }}>
        <Link to="/home">返回门户首页</Link>
        <span style={{ margin: '0 8px', color: '#d9d9d9' }}>|</span>
        企业用户？<Link to="/qylogin">前往企业登录</Link>
      </div>
    </>
  );
}
