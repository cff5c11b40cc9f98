/**
 * The cookie that ties a third-party sign-in to the browser that started it, so an answer from
 * the provider cannot be replayed into another browser (login CSRF). It holds only a random
 * key; the server keeps its hash with the request.
 */
const COOKIE = 'vets_third_login';

interface CookieScope {
  /** The API path of the third-party routes; the cookie goes nowhere else. */
  path: string;
  secure: boolean;
}

/** The key the browser sent back, if any. */
export function readBrowserKey(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=') || null;
  }
  return null;
}

/** Lax, because the provider sends the browser back by a top-level redirect from its site. */
export function browserKeyCookie(key: string, scope: CookieScope, maxAgeSeconds: number): string {
  return [
    `${COOKIE}=${key}`,
    `Path=${scope.path}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(scope.secure ? ['Secure'] : []),
  ].join('; ');
}

export const clearedBrowserKeyCookie = (scope: CookieScope) => browserKeyCookie('', scope, 0);
