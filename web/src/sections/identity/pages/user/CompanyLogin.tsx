import { Link } from 'react-router';
import { systemApi } from '../../../../api/system';
import { LoginTabs } from './LoginTabs';

/** /qylogin: company and education-institution users sign in. */
export default function CompanyLogin() {
  return (
    <>
      <LoginTabs
        heading="企业 / 培训机构登录"
        password={systemApi.companyLogin}
        phone={systemApi.companyPhoneLogin}
      />
      <div style={{ textAlign: 'center' }}>
        还没有账号？<Link to="/zhuce">企业注册</Link>
        <span style={{ margin: '0 8px', color: '#d9d9d9' }}>|</span>
        服务中心工作人员？<Link to="/user/login">前往工作人员登录</Link>
        <span style={{ margin: '0 8px', color: '#d9d9d9' }}>|</span>
        <Link to="/home">返回门户首页</Link>
      </div>
    </>
  );
}
