import { THIRD_LOGIN_PAGES } from '@vets/contracts';

/** What the browser tab says on each sign-in and registration page. */
const TITLES: Record<string, string> = {
  '/user/login': '工作人员登录',
  '/user/register-result': '注册结果',
  '/user/alteration': '修改手机号',
  '/qylogin': '企业登录',
  '/qzdl': '求职者登录',
  '/wjmm': '忘记密码',
  '/zhuce': '企业注册',
  '/registerAction': '企业注册',
  '/registerAction/register': '企业注册',
  '/registerAction/register-result': '注册结果',
  [THIRD_LOGIN_PAGES.cas]: '统一身份认证登录',
  [THIRD_LOGIN_PAGES.login]: '第三方登录',
  [THIRD_LOGIN_PAGES.bind]: '绑定账号',
};

export const userPageTitle = (pathname: string): string => TITLES[pathname] ?? '登录';
