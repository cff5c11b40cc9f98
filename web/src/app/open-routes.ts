import { THIRD_LOGIN_PAGES } from '@vets/contracts';
import { isPortalPath, normalizePath } from '../portal/portal-pages';

/**
 * Paths outside the portal a visitor may open without logging in (shell-and-system.md
 * section 2); every page the portal's areas declare is open too.
 */
const OPEN_PATHS: ReadonlySet<string> = new Set([
  '/user/login',
  '/registerAction',
  '/registerAction/register',
  '/registerAction/register-result',
  '/qylogin',
  '/zhuce',
  '/wjmm',
  '/user/register-result',
  '/user/alteration',
  // The veteran's sign-in.
  '/qzdl',
  // Where the central login service and the third-party provider send people back.
  THIRD_LOGIN_PAGES.cas,
  THIRD_LOGIN_PAGES.login,
  THIRD_LOGIN_PAGES.bind,
  // The not-found page itself, so a visitor sent there can read it.
  '/404',
]);

export function isOpenPath(path: string): boolean {
  return OPEN_PATHS.has(normalizePath(path)) || isPortalPath(path);
}
