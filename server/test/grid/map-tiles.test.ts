import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/core/config.js';
import { tileSource } from '../../src/core/security-headers.js';
import {
  ADMIN_PASSWORD,
  API,
  apiCaller,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

/** The map's optional online tile layer: configured on the server, allowed by the page policy. */
const TILES = 'https://{s}.tiles.example.cn/vec/{z}/{x}/{y}.png';
const t = useTestApp({ env: { MAP_TILE_URL: TILES } });
const plain = useTestApp();

describe('MAP_TILE_URL', () => {
  it('reaches the map page and lets its images through the content security policy', async () => {
    const admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
    const res = await apiCaller(t, () => admin)('GET', '/grid/map/data');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.tileUrl).toBe(TILES);
    const page = await t.app.inject({ method: 'GET', url: `${API}/health` });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/\*\.tiles\.example\.cn;/);
    expect(csp).not.toMatch(/script-src[^;]*example/);
  });

  it('is offline when unset: no tile layer, no foreign images', async () => {
    const admin = withToken((await login(plain.app, 'admin', ADMIN_PASSWORD)).token);
    const res = await apiCaller(plain, () => admin)('GET', '/grid/map/data');
    expect(res.json().result.tileUrl).toBeNull();
    const page = await plain.app.inject({ method: 'GET', url: `${API}/health` });
    expect(String(page.headers['content-security-policy'])).toContain(
      "img-src 'self' data: blob:;",
    );
  });

  it('names the tile host as a source, with a wildcard for {s}', () => {
    expect(tileSource('http://10.1.2.3:8080/tiles/{z}/{x}/{y}.png')).toBe('http://10.1.2.3:8080');
    expect(tileSource(TILES)).toBe('https://*.tiles.example.cn');
  });

  it('refuses a template that is not an http(s) tile address, in Chinese', () => {
    for (const bad of [
      'javascript:alert(1)//{z}{x}{y}',
      "https://x.cn/{z}/{x}/{y}.png; script-src 'unsafe-inline'",
      'https://x.cn/tiles.png',
    ])
      expect(() => loadConfig({ MAP_TILE_URL: bad })).toThrow(/MAP_TILE_URL/);
  });
});
