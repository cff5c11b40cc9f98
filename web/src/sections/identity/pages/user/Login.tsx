import { Link } from 'react-router';
import { systemApi } from '../../../../api/system';
import { LoginTabs } from './LoginTabs';
import { ThirdPartyEntry } from './ThirdPartyEntry';

/** /user/login: staff sign in with username and password. */
export default function Login() {
  return (
    <>
      <LoginTabs heading="工作人员登录" password={systemApi.login} phone={systemApi.phoneLogin} />
      <ThirdPartyEntry />
      <div style={{ textAlign: 'center' }}>
        企业或培训机构用户？<Link to="/qylogin">前往企业登录</Link>
        <span style={{ margin: '0 8px', color: '#d9d9d9' }}>|</span>
        <Link to="/home">返回门户首页</Link>
      </div>
    </>
  );
}
