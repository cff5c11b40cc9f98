import { THIRD_LOGIN_TYPES, type ThirdLoginType } from '@vets/contracts';
import { useSearchParams } from 'react-router';
import { ssoApi } from '../../../../api/sso';
import { appConfig } from '../../../../config';
import { CodeSignIn } from './CodeSignIn';

const isThirdType = (value: string | null): value is ThirdLoginType =>
  (THIRD_LOGIN_TYPES as readonly (string | null)[]).includes(value);

/** /user/thirdLogin: a bound third-party identity's one-time token, exchanged for a session. */
export default function ThirdLogin() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const token = params.get('token');
  return (
    <CodeSignIn
      heading={`${appConfig.thirdLogin?.name ?? '第三方'}登录`}
      code={isThirdType(type) ? token : null}
      missing="第三方登录凭证无效，请重新登录"
      exchange={(code) => ssoApi.thirdLoginUser(code, isThirdType(type) ? type : 'oidc')}
    />
  );
}
