import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, API, login, useTestApp, withToken } from './helpers/test-app.js';

const t = useTestApp();

describe('key material', () => {
  it('getEncryptedString gives each session its own 16-character key and iv', async () => {
    const a = await login(t.app, 'admin', ADMIN_PASSWORD);
    const b = await login(t.app, 'admin', ADMIN_PASSWORD);
    const get = async (token: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${API}/sys/getEncryptedString`,
          headers: withToken(token),
        })
      ).json().result;
    const ka = await get(a.token);
    const kb = await get(b.token);
    expect(ka.key).toHaveLength(16);
    expect(ka.iv).toHaveLength(16);
    expect(ka).toEqual(await get(a.token));
    expect(ka.key).not.toBe(kb.key);
  });

  it('getSecretKey gives the installation data key', async () => {
    const { token } = await login(t.app, 'admin', ADMIN_PASSWORD);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/getSecretKey`,
      headers: withToken(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatch(/^[0-9a-f]{32}$/);
  });

  it('neither is given without a session', async () => {
    const e = await t.app.inject({ method: 'GET', url: `${API}/sys/getEncryptedString` });
    const s = await t.app.inject({ method: 'POST', url: `${API}/sys/getSecretKey` });
    expect([e.statusCode, s.statusCode]).toEqual([401, 401]);
  });
});
