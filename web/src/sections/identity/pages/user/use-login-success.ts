import { HOME_PATH, type LoginResult } from '@vets/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../../../app/guard';
import { ui } from '../../../../components/ui-bridge';
import { useSession } from '../../../../stores/session';
import { timeFix } from '../../../../utils/greeting';

/**
 * After any kind of sign-in: keep the session, go where the user was going (else `home`), greet
 * them.
 */
export function useLoginSuccess(home: string = HOME_PATH): (result: LoginResult) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (result) => {
    useSession.getState().setLogin(result);
    // The guard sends a signed-in user on the login page to the same place; both agree.
    navigate(safeRedirect(`?${params.toString()}`) ?? home, { replace: true });
    ui().notification.success({
      title: '欢迎',
      description: `${timeFix()}，欢迎回来`,
      duration: 3,
    });
  };
}
