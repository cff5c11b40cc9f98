import { useSearchParams } from 'react-router';
import { ssoApi } from '../../../../api/sso';
import { CodeSignIn } from './CodeSignIn';

/**
 * /user/casLogin: where the central login service sends people back, with its one-time ticket
 * (`ticket`, as CAS names it, or `code`).
 */
export default function CasLogin() {
  const [params] = useSearchParams();
  return (
    <CodeSignIn
      heading="统一认证登录"
      code={params.get('ticket') ?? params.get('code')}
      missing="缺少统一认证票据，请从统一认证平台重新登录"
      exchange={ssoApi.casLogin}
    />
  );
}
