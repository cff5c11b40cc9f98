import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, API, login, useTestApp, withToken } from '../helpers/test-app.js';

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

  it("getSecretKey gives each session its own data key, never the installation's", async () => {
    const key = async (token: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/sys/getSecretKey`,
        headers: withToken(token),
      });
      expect(res.statusCode).toBe(200);
      return res.json().result as string;
    };
    const a = await login(t.app, 'admin', ADMIN_PASSWORD);
    const b = await login(t.app, 'admin', ADMIN_PASSWORD);
    const ka = await key(a.token);
    expect(ka).toMatch(/^[0-9a-f]{32}$/);
    expect(await key(a.token)).toBe(ka);
    expect(await key(b.token)).not.toBe(ka);
    const installation = await t.db
      .selectFrom('sysSetting')
      .select('value')
      .where('key', '=', 'crypto.dataKey')
      .executeTakeFirstOrThrow();
    expect([ka, await key(b.token)]).not.toContain(installation.value);
  });

  it('neither is given without a session', async () => {
    const e = await t.app.inject({ method: 'GET', url: `${API}/sys/getEncryptedString` });
    const s = await t.app.inject({ method: 'POST', url: `${API}/sys/getSecretKey` });
    expect([e.statusCode, s.statusCode]).toEqual([401, 401]);
  });
});
