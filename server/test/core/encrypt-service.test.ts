import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/core/config.js';
import { API, useTestApp } from '../helpers/test-app.js';

/** The data encryption service switch: off by default; on, the web app learns where it is. */
const on = useTestApp({
  env: { ENCRYPT_SERVICE_URL: 'https://crypto.example.cn/api/', ENCRYPT_APP_CODE: 'vets' },
});
const off = useTestApp();

const appConfig = async (t: typeof on) => {
  const res = await t.app.inject({ method: 'GET', url: '/app-config.js' });
  expect(res.statusCode).toBe(200);
  const json = res.body.replace(/^window\.__APP_CONFIG__=/, '').replace(/;$/, '');
  return JSON.parse(json) as { encryptService: unknown };
};

describe('ENCRYPT_SERVICE_URL', () => {
  it('turns the switch on for the web app and lets it reach the service', async () => {
    expect((await appConfig(on)).encryptService).toEqual({
      url: 'https://crypto.example.cn/api',
      appCode: 'vets',
    });
    const res = await on.app.inject({ method: 'GET', url: `${API}/health` });
    expect(String(res.headers['content-security-policy'])).toContain(
      "connect-src 'self' https://crypto.example.cn;",
    );
  });

  it('is off by default: data passes through and nothing foreign may be reached', async () => {
    expect((await appConfig(off)).encryptService).toBeNull();
    const res = await off.app.inject({ method: 'GET', url: `${API}/health` });
    expect(String(res.headers['content-security-policy'])).toContain("connect-src 'self';");
  });

  it('refuses an address that is not http(s)', () => {
    expect(() => loadConfig({ ENCRYPT_SERVICE_URL: 'javascript:alert(1)' })).toThrow(
      /ENCRYPT_SERVICE_URL/,
    );
  });
});
