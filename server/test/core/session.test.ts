import { describe, expect, it } from 'vitest';
import { hashToken } from '../../src/core/auth/tokens.js';
import { API, createUser, login, useTestApp, withToken } from '../helpers/test-app.js';

const t = useTestApp();

const permissionCall = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `${API}/sys/permission/getUserPermissionByToken`,
    headers,
  });

describe('sessions', () => {
  it('logout revokes the session so the token answers 401 afterwards', async () => {
    const u = await createUser(t.ctx, { username: 'sess_out', roles: ['staff'] });
    const { token } = await login(t.app, u.username, u.password);
    expect((await permissionCall(withToken(token))).statusCode).toBe(200);

    const out = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/logout`,
      headers: withToken(token),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('退出登录成功！');

    const after = await permissionCall(withToken(token));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      success: false,
      code: 401,
      message: 'Token失效，请重新登录',
    });
  });

  it('logout of one session leaves the user’s other sessions alive', async () => {
    const u = await createUser(t.ctx, { username: 'sess_two', roles: ['staff'] });
    const a = await login(t.app, u.username, u.password);
    const b = await login(t.app, u.username, u.password);
    await t.app.inject({ method: 'POST', url: `${API}/sys/logout`, headers: withToken(a.token) });
    expect((await permissionCall(withToken(a.token))).statusCode).toBe(401);
    expect((await permissionCall(withToken(b.token))).statusCode).toBe(200);
  });

  it('an expired session answers 401 with the expiry message', async () => {
    const u = await createUser(t.ctx, { username: 'sess_exp', roles: ['staff'] });
    const { token } = await login(t.app, u.username, u.password);
    await t.db
      .updateTable('sysSession')
      .set({ expiresAt: Date.now() - 1000 })
      .where('tokenHash', '=', hashToken(token))
      .execute();
    const res = await permissionCall(withToken(token));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('登录已过期，请重新登录');
  });

  it('sessions last 7 days', async () => {
    const u = await createUser(t.ctx, { username: 'sess_ttl', roles: ['staff'] });
    const { token } = await login(t.app, u.username, u.password);
    const row = await t.db
      .selectFrom('sysSession')
      .select(['createdAt', 'expiresAt'])
      .where('tokenHash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.expiresAt - row.createdAt).toBe(604_800_000);
  });

  it('an unknown token and a missing token answer 401', async () => {
    const unknown = await permissionCall(withToken('made-up-token'));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Token失效，请重新登录');
    const missing = await permissionCall();
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe('未登录，请先登录');
  });

  it('a frozen user’s live session answers 401', async () => {
    const u = await createUser(t.ctx, { username: 'sess_frz', roles: ['staff'] });
    const { token } = await login(t.app, u.username, u.password);
    await t.db.updateTable('sysUser').set({ status: '2' }).where('id', '=', u.id).execute();
    expect((await permissionCall(withToken(token))).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const u = await createUser(t.ctx, { username: 'sess_hash', roles: ['staff'] });
    const { token } = await login(t.app, u.username, u.password);
    const rows = await t.db
      .selectFrom('sysSession')
      .selectAll()
      .where('userId', '=', u.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});
