import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

const CALLBACK_PATH = '/api/sys/thirdLogin/oidc/callback';

/** Where a walk of redirects stopped. */
export interface Landing {
  /** The last answer's status; 302 when it ended on a redirect to a web page of the app. */
  status: number;
  /** The web page of the app it was sent to (`/user/thirdBind?ticket=…`), if any. */
  page: URL | null;
  body: string;
  /** With `stopAtCallback`: the provider's answer the app was about to receive. */
  callback: URL | null;
}

type Jar = Map<string, string>;

function keep(jar: Jar, setCookie: string[]): void {
  for (const line of setCookie) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    const expired = /max-age=0\b/i.test(line) || /expires=thu, 01 jan 1970/i.test(line);
    if (!value || expired) jar.delete(name);
    else jar.set(name, value);
  }
}

const cookieHeader = (jar: Jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

const setCookiesOf = (res: LightMyRequestResponse): string[] => {
  const raw = res.headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
};

const landing = (status: number, rest: Partial<Landing> = {}): Landing => ({
  status,
  page: null,
  body: '',
  callback: null,
  ...rest,
});

/**
 * A browser for the third-party sign-in: it follows redirects between the app (driven through
 * `inject` at `appOrigin`) and the local provider (over HTTP), keeps each side's cookies, and
 * fills the provider's development sign-in and consent pages.
 */
export class OidcBrowser {
  readonly appCookies: Jar = new Map();
  private readonly providerCookies: Jar = new Map();

  constructor(
    private readonly app: FastifyInstance,
    private readonly appOrigin: string,
  ) {}

  /**
   * Opens `start` (an app path or a callback URL) and follows redirects; at the provider's
   * sign-in page signs in as `login`, and consents when asked.
   */
  async walk(
    start: string,
    login: string,
    opts: { headers?: Record<string, string>; stopAtCallback?: boolean } = {},
  ): Promise<Landing> {
    let url = new URL(start, this.appOrigin);
    let form: Record<string, string> | null = null;
    for (let step = 0; step < 20; step++) {
      if (url.origin === this.appOrigin) {
        if (opts.stopAtCallback && url.pathname === CALLBACK_PATH && step > 0) {
          return landing(0, { callback: url });
        }
        if (!url.pathname.startsWith('/api/')) return landing(302, { page: url });
        const res = await this.app.inject({
          method: 'GET',
          url: `${url.pathname}${url.search}`,
          headers: { ...opts.headers, cookie: cookieHeader(this.appCookies) },
        });
        keep(this.appCookies, setCookiesOf(res));
        const location = res.headers.location;
        if (res.statusCode !== 302 || typeof location !== 'string') {
          return landing(res.statusCode, { body: res.body });
        }
        url = new URL(location, url);
        continue;
      }
      const res = await fetch(url, {
        method: form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: cookieHeader(this.providerCookies),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(form ? { body: new URLSearchParams(form).toString() } : {}),
      });
      form = null;
      keep(this.providerCookies, res.headers.getSetCookie());
      const location = res.headers.get('location');
      if (location && res.status >= 300 && res.status < 400) {
        url = new URL(location, url);
        continue;
      }
      const body = await res.text();
      const prompt = /name="prompt" value="(login|consent)"/.exec(body)?.[1];
      const action = /<form[^>]*action="([^"]+)"/.exec(body)?.[1];
      if (res.status !== 200 || !prompt || !action) return landing(res.status, { body });
      url = new URL(action, url);
      form = prompt === 'login' ? { prompt, login, password: 'any' } : { prompt };
    }
    throw new Error(`too many redirects, last at ${url.href}`);
  }
}
