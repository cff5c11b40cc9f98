import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { TOKEN_KEY } from './fixtures';

/**
 * Signing in without the form, for the tests that are not about signing in: the HTTP call the
 * login form makes, and in the browser what the form then keeps (web/src/stores/session.ts
 * `setLogin`, docs-cookie.ts). The specs about signing in go through the form (`signIn`).
 */

export interface SessionState {
  cookies: Array<{
    name: string;
    value: string;
    domain: string;
    path: string;
    expires: number;
    httpOnly: boolean;
    secure: boolean;
    sameSite: 'Strict' | 'Lax' | 'None';
  }>;
  origins: Array<{ origin: string; localStorage: Array<{ name: string; value: string }> }>;
}

interface LoginResult {
  token: string;
  userInfo: { username: string };
  sysAllDictItems: unknown;
}

const SEVEN_DAYS_MS = 7 * 24 * 3600 * 1000;
/** The staff form posts to /sys/login; the company and institution form (/qylogin) to /sys/clogin. */
export type LoginRoute = '/sys/login' | '/sys/clogin';

/** A session of `username`, signed in as the login form signs in, ready for a browser context. */
export async function sessionOf(
  request: APIRequestContext,
  username: string,
  password: string,
  route: LoginRoute = '/sys/login',
): Promise<SessionState> {
  const res = await request.post(`/api${route}`, { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  const { result } = (await res.json()) as { result: LoginResult };
  const origin = new URL(res.url()).origin;
  const expire = Date.now() + SEVEN_DAYS_MS;
  const kept = (key: string, value: unknown) => ({
    name: `eduplat__${key}`,
    value: JSON.stringify({ value, expire }),
  });
  return {
    cookies: [
      {
        name: 'X-Access-Token',
        value: encodeURIComponent(result.token),
        domain: new URL(origin).hostname,
        path: '/api/docs',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Strict',
      },
    ],
    origins: [
      {
        origin,
        localStorage: [
          { name: TOKEN_KEY, value: JSON.stringify({ value: result.token, expire }) },
          kept('Login_Userinfo', result.userInfo),
          kept('Login_Username', result.userInfo.username),
          kept('UI_CACHE_DB_DICT_DATA', result.sysAllDictItems),
        ],
      },
    ],
  };
}

/** The session's token, for the API calls a test sets up with (`api-setup.ts`). */
export function tokenOf(session: SessionState): string {
  const kept = session.origins[0]?.localStorage.find((e) => e.name === TOKEN_KEY);
  return (JSON.parse(kept!.value) as { value: string }).value;
}

/**
 * Puts `session` into the page's browser context, opens `path` (the dashboard, where the form
 * lands) and waits for the back office's header, as `signIn` does.
 */
export async function openSignedIn(
  page: Page,
  session: SessionState,
  path = '/dashboard/analysis',
): Promise<void> {
  await page.context().setStorageState(session);
  await page.goto(path);
  await expect(page.getByTestId('global-header')).toBeVisible();
}
