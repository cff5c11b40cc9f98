import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, API, useTestApp, withToken } from '../helpers/test-app.js';

/**
 * Every route an anonymous client can call is rate limited per client IP (issue 22, C.2): each
 * open route of the access table, and the OpenAPI pages (open in development), answers 429 past
 * its budget, while another client is still served and signed-in routes are not limited at all.
 * The budgets are 3 a minute here (PORTAL_RATE_LIMIT, and LOGIN_RATE_LIMIT for the sign-ins,
 * which keep their own shared budget).
 */
const BUDGET = 3;
const t = useTestApp({
  env: { PORTAL_RATE_LIMIT: String(BUDGET), LOGIN_RATE_LIMIT: String(BUDGET) },
});
let admin: Record<string, string>;

const DOCS_ROUTES = ['/docs', '/docs/json', '/docs/yaml', '/docs/static/index.css'];
const concrete = (url: string) => url.replace(/:(\w+)/g, 'x').replace('*', 'x');

function call(method: string, url: string, ip: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: method as 'GET', url, headers, remoteAddress: ip });
}

/** A client address of its own for each route, so that budgets shared by routes (the sign-ins) do not mix. */
let clients = 0;
const nextClient = () => {
  clients++;
  return `10.${(clients >> 8) & 255}.${clients & 255}.1`;
};

beforeAll(async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/sys/login`,
    payload: { username: 'admin', password: ADMIN_PASSWORD },
    remoteAddress: '192.168.0.1',
  });
  admin = withToken(res.json().result.token);
});

describe('anonymous routes are rate limited per client', () => {
  it('every open route and the OpenAPI pages answer 429 past their budget; another client is served', async () => {
    const open = t.app.accessTable
      .filter((r) => r.access.kind === 'open')
      .map((r) => ({ method: r.method, url: concrete(r.url) }));
    expect(open.length).toBeGreaterThan(80);
    const routes = [
      ...open,
      ...DOCS_ROUTES.flatMap((path) =>
        ['GET', 'HEAD'].map((method) => ({ method, url: `${API}${path}` })),
      ),
    ];
    const answers: string[] = [];
    for (const { method, url } of routes) {
      const client = nextClient();
      const within: number[] = [];
      for (let i = 0; i < BUDGET; i++) within.push((await call(method, url, client)).statusCode);
      const past = await call(method, url, client);
      const elsewhere = await call(method, url, nextClient());
      // The seconds left of the minute: 60 unless building the first answer took a while.
      const message = method === 'HEAD' ? '' : past.json().message.replace(/\d+秒/, 'N秒');
      answers.push(
        `${method} ${url} ${within.includes(429)} ${past.statusCode} ${message} ${elsewhere.statusCode === 429}`,
      );
      expect(past.headers['retry-after'], `${method} ${url}`).toBeDefined();
    }
    expect(answers).toEqual(
      routes.map(
        ({ method, url }) =>
          `${method} ${url} false 429 ${method === 'HEAD' ? '' : '请求过于频繁，请N秒后再试'} false`,
      ),
    );
  });

  it('signed-in routes are not limited by it', async () => {
    const guarded = t.app.accessTable.filter((r) => r.access.kind !== 'open' && r.method === 'GET');
    expect(guarded.length).toBeGreaterThan(100);
    const limited: string[] = [];
    for (const route of guarded) {
      for (let i = 0; i <= BUDGET; i++) {
        const res = await call('GET', concrete(route.url), '192.168.0.1', admin);
        if (res.statusCode === 429) limited.push(`${route.method} ${route.url}`);
      }
    }
    expect(limited).toEqual([]);
  });
});
