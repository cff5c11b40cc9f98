import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closedPort } from '../helpers/closed-port.js';
import { OidcBrowser } from '../helpers/oidc-browser.js';
import { startOidcProvider } from '../helpers/oidc-provider.js';
import {
  API,
  createTestApp,
  createUser,
  login,
  type TestUser,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

const APP = 'http://jy.test';
const RENDER = `${API}/sys/thirdLogin/render/oidc`;

const provider = await startOidcProvider({
  clientId: 'vets-app',
  clientSecret: 'vets-app-secret-for-the-tests',
  redirectUri: `${APP}/api/sys/thirdLogin/oidc/callback`,
  people: {
    'zhang.wei': { name: '张伟', email: 'zhang.wei@idp.test', phone_number: '13800000001' },
    'li.na': { name: '李娜' },
    'wang.fang': { name: '王芳' },
    'zhao.lei': { name: '赵磊' },
    'sun.li': { name: '孙丽' },
    'zhou.qiang': { name: '周强' },
  },
});
afterAll(() => provider.close());

const t = useTestApp({
  env: {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: 'vets-app',
    OIDC_CLIENT_SECRET: 'vets-app-secret-for-the-tests',
    OIDC_REDIRECT_BASE_URL: APP,
  },
});

let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  alice = await createUser(t.ctx, { username: 'oidc_alice', roles: ['staff'] });
  bob = await createUser(t.ctx, { username: 'oidc_bob', roles: ['staff'] });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const browser = () => new OidcBrowser(t.app, APP);

const bindAccount = (ticket: string, username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/sys/thirdLogin/bindAccount`,
    payload: { ticket, username, password },
  });

const getLoginUser = (token: string, type = 'oidc') =>
  t.app.inject({ method: 'GET', url: `${API}/sys/thirdLogin/getLoginUser/${token}/${type}` });

const bindings = (token: string) =>
  t.app.inject({ method: 'GET', url: `${API}/sys/thirdLogin/bindings`, headers: withToken(token) });

async function sessionCount(): Promise<number> {
  const row = await t.db
    .selectFrom('sysSession')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function boundTo(subject: string) {
  return t.db
    .selectFrom('sysThirdAccount')
    .select(['userId', 'issuer', 'thirdName'])
    .where('subject', '=', subject)
    .execute();
}

/** Signs in at the provider as `person`; answers the bind ticket the app hands out. */
async function bindTicketFor(person: string, b = browser()): Promise<string> {
  const landed = await b.walk(RENDER, person);
  expect(landed.page?.pathname, landed.body).toBe('/user/thirdBind');
  return landed.page?.searchParams.get('ticket') ?? '';
}

/** Signs in at the provider as a bound `person`; answers the one-time login token. */
async function loginTokenFor(person: string, b = browser()): Promise<string> {
  const landed = await b.walk(RENDER, person);
  expect(landed.page?.pathname, landed.body).toBe('/user/thirdLogin');
  expect(landed.page?.searchParams.get('type')).toBe('oidc');
  return landed.page?.searchParams.get('token') ?? '';
}

describe('OpenID Connect sign-in', () => {
  it('sends the browser to the provider with state, nonce and PKCE, remembering it by a cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: RENDER });
    expect(res.statusCode).toBe(302);
    const to = new URL(String(res.headers.location));
    expect(`${to.origin}${to.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: 'vets-app',
      response_type: 'code',
      redirect_uri: `${APP}/api/sys/thirdLogin/oidc/callback`,
      scope: 'openid profile email phone',
      code_challenge_method: 'S256',
    });
    for (const p of ['state', 'nonce', 'code_challenge']) {
      expect(to.searchParams.get(p)?.length, p).toBeGreaterThanOrEqual(43);
    }
    expect(String(res.headers['set-cookie'])).toMatch(
      /^vets_third_login=[\w-]{43}; Path=\/api\/sys\/thirdLogin; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
  });

  it('an identity bound to nobody lands on the bind page, signed in to nothing', async () => {
    const before = await sessionCount();
    const ticket = await bindTicketFor('zhang.wei');
    expect(ticket).toMatch(/^[\w-]{43}$/);
    expect(await sessionCount()).toBe(before);
    expect(await boundTo('zhang.wei')).toEqual([]);
  });

  it('binds only with the account password, then signs in; the ticket is spent', async () => {
    const ticket = await bindTicketFor('zhang.wei');
    const wrong = await bindAccount(ticket, alice.username, 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('用户名或密码错误');
    expect(await boundTo('zhang.wei')).toEqual([]);

    const right = await bindAccount(ticket, alice.username, alice.password);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().result.userInfo).toMatchObject({ id: alice.id, username: 'oidc_alice' });
    const me = await bindings(right.json().result.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().result).toEqual([
      {
        id: expect.any(String),
        source: 'oidc',
        sourceName: '统一身份认证',
        thirdName: '张伟',
        createTime: expect.any(String),
      },
    ]);
    expect(await boundTo('zhang.wei')).toEqual([
      { userId: alice.id, issuer: provider.issuer, thirdName: '张伟' },
    ]);

    const again = await bindAccount(ticket, bob.username, bob.password);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('绑定凭证无效或已过期，请重新进行第三方登录');
  });

  it('a bound identity goes straight to a one-time login token, redeemed once for a session', async () => {
    const token = await loginTokenFor('zhang.wei');
    const res = await getLoginUser(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: '登录成功' });
    expect(res.json().result.userInfo).toMatchObject({ id: alice.id, username: 'oidc_alice' });
    expect((await bindings(res.json().result.token)).statusCode).toBe(200);

    const replay = await getLoginUser(token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('第三方登录凭证无效或已过期，请重新登录');

    const logs = await t.db
      .selectFrom('sysLog')
      .select('logContent')
      .where('userId', '=', alice.id)
      .where('operateType', '=', 'login')
      .orderBy('id')
      .execute();
    expect(logs.map((l) => l.logContent)).toEqual([
      '用户名: oidc_alice，统一身份认证（首次绑定）登录成功！',
      '用户名: oidc_alice，统一身份认证登录成功！',
    ]);
  });

  it('a login token expires after 60 seconds, and names its type', async () => {
    const token = await loginTokenFor('zhang.wei');
    const now = Date.now();
    vi.spyOn(t.ctx.clock, 'now').mockImplementation(() => now + 61_000);
    const late = await getLoginUser(token);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('第三方登录凭证无效或已过期，请重新登录');
    vi.restoreAllMocks();

    const other = await loginTokenFor('zhang.wei');
    const wrongType = await getLoginUser(other, 'github');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toContain('不支持的第三方登录类型');
  });

  it('refuses a tampered state, an answer brought to another browser, and a cancelled sign-in', async () => {
    const b = browser();
    const answer = (await b.walk(RENDER, 'zhang.wei', { stopAtCallback: true })).callback;
    if (!answer) throw new Error('no answer from the provider');

    const tampered = new URL(answer);
    tampered.searchParams.set('state', `${answer.searchParams.get('state')}x`);
    const bad = await b.walk(tampered.href, 'zhang.wei');
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('第三方登录请求无效或已过期，请重新登录');
    expect(bad.body).toContain('href="/user/login"');

    const elsewhere = await browser().walk(answer.href, 'zhang.wei');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toContain('第三方登录请求无效或已过期，请重新登录');
    // That attempt used the request up: the right browser cannot bring it either.
    const late = await b.walk(answer.href, 'zhang.wei');
    expect(late.status).toBe(400);

    const c = browser();
    const start = await t.app.inject({ method: 'GET', url: RENDER });
    const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
    const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
    const cancelled = new URL(`${APP}/api/sys/thirdLogin/oidc/callback`);
    cancelled.search = new URLSearchParams({
      error: 'access_denied',
      state,
      iss: provider.issuer,
    }).toString();
    const res = await t.app.inject({
      method: 'GET',
      url: `${cancelled.pathname}${cancelled.search}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('第三方登录已取消，或认证服务拒绝了登录');
    expect(c.appCookies.size).toBe(0);

    const failures = await t.db
      .selectFrom('sysLog')
      .select('logContent')
      .where('username', '=', '统一身份认证')
      .where('operateType', '=', 'login_failed')
      .execute();
    expect(failures.length).toBeGreaterThanOrEqual(4);
  });

  it('binds one identity to one account only, and one identity per account', async () => {
    const first = await bindTicketFor('li.na');
    const second = await bindTicketFor('li.na');
    expect((await bindAccount(first, bob.username, bob.password)).statusCode).toBe(200);
    const taken = await bindAccount(second, alice.username, alice.password);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('该统一身份认证账号已绑定本系统的其他账号');
    expect(await boundTo('li.na')).toEqual([
      { userId: bob.id, issuer: provider.issuer, thirdName: '李娜' },
    ]);

    // alice has zhang.wei already: another identity of the same provider is refused.
    const more = await bindTicketFor('wang.fang');
    const twice = await bindAccount(more, alice.username, alice.password);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('该账号已绑定其他统一身份认证账号，请先解除绑定');
  });

  it('a signed-in user binds an identity to their own account; the state decides whose, not the browser', async () => {
    const carol = await createUser(t.ctx, { username: 'oidc_carol', roles: ['staff'] });
    const { token } = await login(t.app, carol.username, carol.password);
    const b = browser();
    const start = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/thirdLogin/bindUrl/oidc`,
      headers: withToken(token),
      payload: { returnTo: '/account/settings/binding' },
    });
    expect(start.statusCode, start.body).toBe(200);
    const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
    const [name = '', value = ''] = cookie.split('=');
    b.appCookies.set(name, value);
    const landed = await b.walk(start.json().result.url, 'zhao.lei');
    expect(landed.page?.pathname).toBe('/account/settings/binding');
    expect(await boundTo('zhao.lei')).toEqual([
      { userId: carol.id, issuer: provider.issuer, thirdName: '赵磊' },
    ]);
    const next = await getLoginUser(await loginTokenFor('zhao.lei'));
    expect(next.json().result.userInfo.username).toBe('oidc_carol');

    const offSite = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/thirdLogin/bindUrl/oidc`,
      headers: withToken(token),
      payload: { returnTo: '//evil.example/x' },
    });
    expect(offSite.statusCode).toBe(400);

    // An identity bound to someone else cannot be taken over this way either.
    const dave = await createUser(t.ctx, { username: 'oidc_dave', roles: ['staff'] });
    const daveToken = (await login(t.app, dave.username, dave.password)).token;
    const d = browser();
    const takeOver = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/thirdLogin/bindUrl/oidc`,
      headers: withToken(daveToken),
      payload: {},
    });
    const [dn = '', dv = ''] = (String(takeOver.headers['set-cookie']).split(';')[0] ?? '').split(
      '=',
    );
    d.appCookies.set(dn, dv);
    const refused = await d.walk(takeOver.json().result.url, 'zhao.lei');
    expect(refused.status).toBe(409);
    expect(refused.body).toContain('该统一身份认证账号已绑定本系统的其他账号');
    expect(await boundTo('zhao.lei')).toEqual([
      { userId: carol.id, issuer: provider.issuer, thirdName: '赵磊' },
    ]);
  });

  it('unbinds one of your own bindings; the identity then needs binding again', async () => {
    const erin = await createUser(t.ctx, { username: 'oidc_erin', roles: ['staff'] });
    const ticket = await bindTicketFor('sun.li');
    const signedIn = await bindAccount(ticket, erin.username, erin.password);
    const token = signedIn.json().result.token as string;
    const [binding] = (await bindings(token)).json().result as Array<{ id: string }>;
    if (!binding) throw new Error('no binding');

    const bobToken = (await login(t.app, bob.username, bob.password)).token;
    const notYours = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/thirdLogin/unbind`,
      headers: withToken(bobToken),
      payload: { id: binding.id },
    });
    expect(notYours.statusCode).toBe(404);

    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/thirdLogin/unbind`,
      headers: withToken(token),
      payload: { id: binding.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('已解除绑定');
    expect((await bindings(token)).json().result).toEqual([]);
    expect(await boundTo('sun.li')).toEqual([]);
    await bindTicketFor('sun.li');
  });

  it('a bound identity of a frozen account is refused, and the refusal logged', async () => {
    const frank = await createUser(t.ctx, { username: 'oidc_frank', roles: ['staff'] });
    const ticket = await bindTicketFor('zhou.qiang');
    expect((await bindAccount(ticket, frank.username, frank.password)).statusCode).toBe(200);
    await t.db.updateTable('sysUser').set({ status: '2' }).where('id', '=', frank.id).execute();
    const res = await getLoginUser(await loginTokenFor('zhou.qiang'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('该用户已冻结，请联系管理员');
    const log = await t.db
      .selectFrom('sysLog')
      .select(['operateType', 'logContent'])
      .where('userId', '=', frank.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toEqual({
      operateType: 'login_failed',
      logContent: '用户名: oidc_frank，统一身份认证登录失败：用户已冻结',
    });
  });

  it('the web app learns the provider name at run time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-config.js' });
    expect(res.body).toContain('"thirdLogin":{"type":"oidc","name":"统一身份认证"}');
  });
});

describe('OpenID Connect sign-in, provider down', () => {
  it('answers a page with 502 in Chinese each time, and sets no cookie', async () => {
    const down = await createTestApp({
      env: {
        OIDC_ISSUER: `http://127.0.0.1:${await closedPort()}`,
        OIDC_CLIENT_ID: 'vets-app',
        OIDC_CLIENT_SECRET: 'x',
        OIDC_REDIRECT_BASE_URL: APP,
      },
    });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await down.app.inject({ method: 'GET', url: RENDER });
        expect(res.statusCode).toBe(502);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toContain('统一身份认证服务暂时无法访问，请稍后再试');
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    } finally {
      await down.close();
    }
  });
});

describe('OpenID Connect sign-in, not configured', () => {
  it('answers 400 in Chinese, and spends the sign-in budget per IP', async () => {
    const off = await createTestApp({ env: { LOGIN_RATE_LIMIT: '3' } });
    try {
      const render = await off.app.inject({ method: 'GET', url: RENDER });
      expect(render.statusCode).toBe(400);
      expect(render.headers['content-type']).toMatch(/^text\/html/);
      expect(render.body).toContain('未配置第三方登录');
      const redeem = await off.app.inject({
        method: 'GET',
        url: `${API}/sys/thirdLogin/getLoginUser/abc/oidc`,
      });
      expect(redeem.statusCode).toBe(400);
      expect(redeem.json().message).toBe('未配置第三方登录');
      const bind = await off.app.inject({
        method: 'POST',
        url: `${API}/sys/thirdLogin/bindAccount`,
        payload: { ticket: 'x', username: 'admin', password: 'y' },
      });
      expect(bind.statusCode).toBe(400);
      const limited = await off.app.inject({ method: 'GET', url: RENDER });
      expect(limited.statusCode).toBe(429);
    } finally {
      await off.close();
    }
  });
});
