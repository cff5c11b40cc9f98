import { THIRD_LOGIN_PAGES } from '@vets/contracts';

/** Paths a visitor may open without logging in (shell-and-system.md section 2). */
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
  '/qywz',
  '/home',
  '/zph',
  '/zpxx',
  '/ncpt',
  '/cyds',
  '/cycxcgz',
  '/cycgzh',
  '/jypxlm',
  '/cjh',
  '/zphxq',
  '/cycxcgzxiangqing',
  '/cycgzhxiangqing',
  '/zpqiye',
  '/zpgw',
  '/zpxxxq',
  '/zpxxxq/qyxx',
  '/cydsxiangqing',
  // News and policies (the portal's 新闻资讯 and 政策法规).
  '/xwzx',
  '/xwzxxq',
  '/zcfg',
  '/zcfgxq',
  // The veteran's sign-in and own page (which asks them to sign in).
  '/qzdl',
  '/grzx',
  // Where the central login service and the third-party provider send people back.
  THIRD_LOGIN_PAGES.cas,
  THIRD_LOGIN_PAGES.login,
  THIRD_LOGIN_PAGES.bind,
  // The not-found page itself, so a visitor sent there can read it.
  '/404',
]);

export function isOpenPath(path: string): boolean {
  return OPEN_PATHS.has(path.length > 1 ? path.replace(/\/+$/, '') : path);
}
