import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { closedPort } from '../helpers/closed-port.js';
import { API, createTestApp, createUser, useTestApp, withToken } from '../helpers/test-app.js';

const SERVICE_URL = 'http://jy.test/user/casLogin';

/**
 * A central login service speaking CAS 3.0 ticket validation with JSON answers: each ticket
 * names a user, is good for SERVICE_URL only, and for one check. `ST-slow` never answers.
 */
async function startCasServer(tickets: Map<string, string>) {
  const checked: Array<{ service: string | null; ticket: string | null; format: string | null }> =
    [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cas.test');
    const ticket = url.searchParams.get('ticket');
    checked.push({
      service: url.searchParams.get('service'),
      ticket,
      format: url.searchParams.get('format'),
    });
    if (url.pathname !== '/cas/p3/serviceValidate') {
      res.writeHead(404).end();
      return;
    }
    if (ticket === 'ST-slow') return;
    if (ticket === 'ST-garbage') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>维护中</html>');
      return;
    }
    const user = ticket ? tickets.get(ticket) : undefined;
    const valid = user !== undefined && url.searchParams.get('service') === SERVICE_URL;
    if (ticket) tickets.delete(ticket);
    const serviceResponse = valid
      ? { authenticationSuccess: { user, attributes: { name: '测试' } } }
      : {
          authenticationFailure: {
            code: 'INVALID_TICKET',
            description: `Ticket ${ticket} not recognized`,
          },
        };
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ serviceResponse }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/cas`,
    checked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const tickets = new Map<string, string>();
const cas = await startCasServer(tickets);
afterAll(() => cas.close());

const CAS_ENV = { CAS_SERVER_URL: cas.url, CAS_SERVICE_URL: SERVICE_URL, CAS_TIMEOUT_MS: '500' };
const t = useTestApp({ env: CAS_ENV });

const codeLogin = (code: string, app = t.app) =>
  app.inject({ method: 'GET', url: `${API}/cas/codeLogin?code=${encodeURIComponent(code)}` });

async function loginLog(username: string) {
  return t.db
    .selectFrom('sysLog')
    .select(['operateType', 'logContent'])
    .where('username', '=', username)
    .orderBy('id')
    .execute();
}

describe('GET /cas/codeLogin', () => {
  it('signs in the existing account the central login service names, with a working session', async () => {
    const u = await createUser(t.ctx, { username: 'cas_staff1', roles: ['staff'] });
    tickets.set('ST-1001-good', u.username);
    const res = await codeLogin('ST-1001-good');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(body.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.result.userInfo).toMatchObject({
      id: u.id,
      username: 'cas_staff1',
      roleCodes: ['staff'],
    });
    expect(cas.checked.at(-1)).toEqual({
      service: SERVICE_URL,
      ticket: 'ST-1001-good',
      format: 'JSON',
    });

    const me = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/user/getCurrentUserDeparts`,
      headers: withToken(body.result.token),
    });
    expect(me.statusCode).toBe(200);
    expect(await loginLog('cas_staff1')).toEqual([
      { operateType: 'login', logContent: '用户名: cas_staff1，统一认证登录成功！' },
    ]);
  });

  it('refuses a ticket used twice, an unknown ticket and a missing one with 400', async () => {
    const u = await createUser(t.ctx, { username: 'cas_staff2', roles: ['staff'] });
    tickets.set('ST-1002-once', u.username);
    expect((await codeLogin('ST-1002-once')).statusCode).toBe(200);
    const again = await codeLogin('ST-1002-once');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      success: false,
      code: 400,
      message: '统一认证票据无效或已过期，请重新登录',
    });
    const forged = await codeLogin('ST-forged');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('统一认证票据无效或已过期，请重新登录');
    const missing = await t.app.inject({ method: 'GET', url: `${API}/cas/codeLogin` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('缺少统一认证票据');
    const failures = await loginLog('统一认证');
    expect(failures.map((r) => r.operateType)).toEqual(['login_failed', 'login_failed']);
    expect(failures[0]?.logContent).toBe('统一认证登录失败：统一认证票据无效或已过期，请重新登录');
  });

  it('refuses a user the service knows but this system does not, and a frozen account, with 403', async () => {
    tickets.set('ST-1003-stranger', 'nobody_here');
    const stranger = await codeLogin('ST-1003-stranger');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('该统一认证账号未在本系统开通，请联系管理员');
    expect(await loginLog('nobody_here')).toEqual([
      {
        operateType: 'login_failed',
        logContent: '统一认证账号 nobody_here 登录失败：本系统无对应账号',
      },
    ]);

    const frozen = await createUser(t.ctx, {
      username: 'cas_frozen',
      roles: ['staff'],
      status: '2',
    });
    tickets.set('ST-1004-frozen', frozen.username);
    const res = await codeLogin('ST-1004-frozen');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('该用户已冻结，请联系管理员');
  });

  it('answers 502 in Chinese when the service is slow, talks nonsense or cannot be reached', async () => {
    const slow = await codeLogin('ST-slow');
    expect(slow.statusCode).toBe(502);
    expect(slow.json().message).toBe('统一认证服务响应超时，请稍后再试');
    const garbage = await codeLogin('ST-garbage');
    expect(garbage.statusCode).toBe(502);
    expect(garbage.json().message).toBe('统一认证服务的答复无法识别，请联系管理员');

    const down = await createTestApp({
      env: { ...CAS_ENV, CAS_SERVER_URL: `http://127.0.0.1:${await closedPort()}/cas` },
    });
    try {
      const res = await codeLogin('ST-any', down.app);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('统一认证服务暂时无法访问，请稍后再试');
    } finally {
      await down.close();
    }
  });

  it('is off without CAS_SERVER_URL', async () => {
    const off = await createTestApp();
    try {
      const res = await codeLogin('ST-any', off.app);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('未配置统一认证服务');
    } finally {
      await off.close();
    }
  });

  it('spends the same per-IP budget as the other sign-ins', async () => {
    const limited = await createTestApp({ env: { ...CAS_ENV, LOGIN_RATE_LIMIT: '3' } });
    try {
      const post = () =>
        limited.app.inject({
          method: 'POST',
          url: `${API}/sys/login`,
          payload: { username: 'nobody1', password: 'x' },
        });
      expect((await post()).statusCode).toBe(400);
      expect((await post()).statusCode).toBe(400);
      expect((await codeLogin('ST-forged', limited.app)).statusCode).toBe(400);
      const refused = await codeLogin('ST-forged', limited.app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^请求过于频繁/);
    } finally {
      await limited.close();
    }
  });

  it('tells the web app where the central login page is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-config.js' });
    const service = encodeURIComponent(SERVICE_URL);
    expect(res.body).toContain(`"casLoginUrl":"${cas.url}/login?service=${service}"`);
    expect(res.body).toContain('"thirdLogin":null');
  });
});
