import { describe, expect, it } from 'vitest';
import { DOCS_FOR_ADMINISTRATORS } from '../../src/core/openapi-access.js';
import {
  ADMIN_PASSWORD,
  API,
  createUser,
  login,
  type TestApp,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

/**
 * The OpenAPI document and Swagger UI (issue 22, C.2): open in development; in production
 * (NODE_ENV=production) only a signed-in administrator gets them, by the token header or by
 * the docs cookie the web app sets (a browser opening the page sends no header).
 */
const development = useTestApp();
const production = useTestApp({ env: { NODE_ENV: 'production' } });
const DOCS = ['/docs', '/docs/json', '/docs/yaml', '/docs/static/index.css'];

const get = (t: TestApp, path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${API}${path}`, headers });

describe('the OpenAPI document and Swagger UI', () => {
  it('are open in development', async () => {
    for (const path of DOCS) expect((await get(development, path)).statusCode, path).toBe(200);
  });

  it('answer only a signed-in administrator in production', async () => {
    const admin = (await login(production.app, 'admin', ADMIN_PASSWORD)).token;
    const u = await createUser(production.ctx, { username: 'docs_staff', roles: ['staff'] });
    const staff = (await login(production.app, u.username, u.password)).token;
    const answers = async (headers: Record<string, string>) =>
      Promise.all(
        DOCS.map(async (path) => {
          const res = await get(production, path, headers);
          return `${res.statusCode} ${res.statusCode === 200 ? '' : res.json().message}`;
        }),
      );
    expect(await answers({})).toEqual(DOCS.map(() => '401 未登录，请先登录'));
    expect(await answers(withToken('not-a-session'))).toEqual(
      DOCS.map(() => '401 Token失效，请重新登录'),
    );
    expect(await answers(withToken(staff))).toEqual(
      DOCS.map(() => `403 ${DOCS_FOR_ADMINISTRATORS}`),
    );
    expect(await answers(withToken(admin))).toEqual(DOCS.map(() => '200 '));
    expect(await answers({ cookie: `theme=dark; X-Access-Token=${admin}` })).toEqual(
      DOCS.map(() => '200 '),
    );
  });
});
