import { HOME_PATH, LOGIN_PATH, PORTAL_HOME_PATH } from '@vets/contracts';
import { isOpenPath } from './open-routes';

type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'load-permissions' };

interface GuardInput {
  path: string;
  /** The query string, for the `redirect` parameter. */
  search?: string;
  hasToken: boolean;
  permissionsLoaded: boolean;
}

/** The `redirect` parameter when it points inside this site. */
export function safeRedirect(search: string | undefined): string | null {
  const redirect = new URLSearchParams(search ?? '').get('redirect');
  return redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : null;
}

/** The navigation guard of section 2, as a decision per navigation. */
export function decideNavigation({
  path,
  search,
  hasToken,
  permissionsLoaded,
}: GuardInput): GuardDecision {
  if (!hasToken)
    return isOpenPath(path) ? { kind: 'allow' } : { kind: 'redirect', to: PORTAL_HOME_PATH };
  // Signed in on the login page: straight on to where the login was meant to lead.
  if (path === LOGIN_PATH) return { kind: 'redirect', to: safeRedirect(search) ?? HOME_PATH };
  if (!permissionsLoaded) return { kind: 'load-permissions' };
  return { kind: 'allow' };
}

/** Where to go once the permissions are in: the `redirect` parameter, else the requested path. */
export function targetAfterPermissions(location: {
  pathname: string;
  search: string;
  hash: string;
}): string {
  return safeRedirect(location.search) ?? `${location.pathname}${location.search}${location.hash}`;
}

/** The login page, remembering the full path to come back to. */
export function loginRedirectFor(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

export const EMPTY_PERMISSIONS_ERROR = 'getPermissionList: permissions must be a non-null array !';
