/**
 * What the client does for an HTTP or body error (shell-and-system.md section 8).
 * Kept pure so the catalogue can be tested without a browser.
 */
export const NOTICE_TITLE = '系统提示';
const TOKEN_EXPIRED_TEXT = 'Token失效';

export const ERROR_TEXT = {
  unauthorized: '未授权，请重新登录',
  forbidden: '拒绝访问',
  notFound: '很抱歉，资源未找到!',
  timeout: '网络超时',
  network: '网络连接失败，请检查网络后重试',
  reloginTitle: '登录已过期',
  reloginContent: '很抱歉，登录已过期，请重新登录',
  reloginButton: '重新登录',
  unknown: '系统错误，请稍后重试',
} as const;

export type ErrorAction =
  | { kind: 'notify'; level: 'error' | 'warning'; description: string }
  /** Show the message, log out, reload after 1.5 s. */
  | { kind: 'logout-reload'; description: string }
  /** Open the "login expired" dialog with a re-login button. */
  | { kind: 'relogin-dialog' }
  /** Log out quietly (body code 401 on a 200 response). */
  | { kind: 'logout' }
  | { kind: 'none' };

interface ErrorInput {
  /** HTTP status; 0 for a network failure, -1 for a client timeout. */
  status: number;
  /** The server's message, if the body had one. */
  message?: string | undefined;
  /** The body's `code`, if any. */
  bodyCode?: number | undefined;
  hasToken: boolean;
}

export const RELOAD_DELAY_MS = 1500;

export function mapError({ status, message, bodyCode, hasToken }: ErrorInput): ErrorAction {
  if (status >= 200 && status < 300) {
    if (bodyCode === 401) return { kind: 'logout' };
    if (bodyCode === 510) return { kind: 'notify', level: 'warning', description: message ?? '' };
    return { kind: 'none' };
  }
  switch (status) {
    case -1:
    case 504:
      return { kind: 'notify', level: 'error', description: ERROR_TEXT.timeout };
    case 0:
      return { kind: 'notify', level: 'error', description: ERROR_TEXT.network };
    case 401:
      return hasToken
        ? { kind: 'logout-reload', description: ERROR_TEXT.unauthorized }
        : { kind: 'notify', level: 'error', description: ERROR_TEXT.unauthorized };
    case 403:
      return { kind: 'notify', level: 'error', description: ERROR_TEXT.forbidden };
    case 404:
      return { kind: 'notify', level: 'error', description: ERROR_TEXT.notFound };
    case 500:
      if (hasToken && message?.includes(TOKEN_EXPIRED_TEXT)) return { kind: 'relogin-dialog' };
      return { kind: 'notify', level: 'error', description: message || ERROR_TEXT.unknown };
    default:
      return { kind: 'notify', level: 'error', description: message || ERROR_TEXT.unknown };
  }
}
