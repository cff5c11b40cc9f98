/*
 * Third-party login names without schemas, so that the app's entry (its routes) loads no schema
 * library for them.
 */

/** The kinds of third-party login (JeecgBoot's `thirdType`); OpenID Connect only. */
export const THIRD_LOGIN_TYPES = ['oidc'] as const;
export type ThirdLoginType = (typeof THIRD_LOGIN_TYPES)[number];

/** The web pages the server sends the browser to after the provider's answer. */
export const THIRD_LOGIN_PAGES = {
  /** A bound identity: `?token=…&type=oidc`, which the page exchanges for a session. */
  login: '/user/thirdLogin',
  /** An identity bound to no account yet: `?ticket=…`, signing in with an account binds it. */
  bind: '/user/thirdBind',
  /** Where the central login service (CAS) sends people back with `?ticket=` or `?code=`. */
  cas: '/user/casLogin',
} as const;
