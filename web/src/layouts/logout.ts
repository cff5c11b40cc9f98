import {
  COMPANY_LOGIN_PATH,
  ROLE_COMPANY_USER,
  ROLE_EDUCATION_USER,
  type UserInfo,
} from '@vets/contracts';
import { systemApi } from '../api/system';
import { ui } from '../components/ui-bridge';
import { appConfig } from '../config';
import { useSession } from '../stores/session';
import { useTabs } from '../stores/tabs';

/**
 * Where a user goes after logout (section 4): company and education users, and users without
 * roles, to the enterprise login on this origin; everyone else to the central login with a
 * redirect back to where they were.
 */
export function logoutTarget(user: UserInfo | null, returnTo: string, ssoLoginUrl: string): string {
  const roles = user?.roleCodes ?? [];
  if (roles.includes(ROLE_COMPANY_USER) || roles.includes(ROLE_EDUCATION_USER)) {
    return COMPANY_LOGIN_PATH;
  }
  if (!user || user.roleIds.length === 0) return COMPANY_LOGIN_PATH;
  const separator = ssoLoginUrl.includes('?') ? '&' : '?';
  return `${ssoLoginUrl}${separator}redirect=${encodeURIComponent(returnTo)}`;
}

/** Ends the session on the server (a failure is shown but does not stop the logout), then leaves. */
export async function logoutAndLeave(): Promise<void> {
  const user = useSession.getState().userInfo;
  try {
    await systemApi.logout();
  } catch (error) {
    ui().message.error(error instanceof Error ? error.message : String(error));
  }
  useSession.getState().clear();
  useTabs.getState().reset();
  const returnTo = `${window.location.pathname}${window.location.search}`;
  window.location.assign(logoutTarget(user, returnTo, appConfig.ssoLoginUrl));
}

export const LOGOUT_CONFIRM_TEXT = '真的要注销登录吗 ?';
