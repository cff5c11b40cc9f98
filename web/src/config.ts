import { DEFAULT_API_BASE } from '@vets/contracts';

declare global {
  interface Window {
    /** Written by the server into /app-config.js, so one build serves any API base. */
    __APP_CONFIG__?: {
      apiBase?: string;
      ssoLoginUrl?: string;
      systemTitle?: string;
      installProvince?: string;
      encryptService?: { url: string; appCode: string } | null;
      casLoginUrl?: string | null;
      thirdLogin?: { type: 'oidc'; name: string } | null;
    };
  }
}

const runtime = typeof window !== 'undefined' ? window.__APP_CONFIG__ : undefined;

export const appConfig = {
  apiBase: runtime?.apiBase ?? DEFAULT_API_BASE,
  /**
   * The central login address staff are sent to on logout. This product is its own
   * single sign-on, so the default is its own login page.
   */
  ssoLoginUrl: runtime?.ssoLoginUrl ?? '/user/login',
  /** The header's welcome line; the server fills in the province. */
  systemTitle: runtime?.systemTitle ?? '欢迎进入退役军人动态精准就业服务系统',
  /** The province (GB/T 2260 code) this installation serves: region pickers open there. */
  installProvince: runtime?.installProvince ?? '130000',
  /** The separate data encryption service; null: the switch is off and data passes through. */
  encryptService: runtime?.encryptService ?? null,
  /** The central login service's sign-in page; null: the login page offers none. */
  casLoginUrl: runtime?.casLoginUrl ?? null,
  /** The third-party (OpenID Connect) login the login page offers; null: none. */
  thirdLogin: runtime?.thirdLogin ?? null,
  /** The settings drawer is a development tool only. */
  showSettings: import.meta.env.DEV,
};
