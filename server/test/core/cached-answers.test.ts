import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, API, login, useTestApp, withToken } from '../helpers/test-app.js';

/**
 * The large answers anonymous clients may ask for (issue 22, C.2), the OpenAPI document (about
 * 1 MB) and the region tree (about 230 KB), are built, serialised and compressed once: every
 * request gets the same bytes, in brotli or gzip by Accept-Encoding, with an ETag that answers
 * 304; a write to the regions rebuilds the tree at once.
 */
const t = useTestApp();
const LARGE = ['/docs/json', '/docs/yaml', '/sys/sysArea/queryIdTree'];
const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${API}${path}`, headers });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('large open answers, cached and compressed once', () => {
  for (const path of LARGE) {
    it(`${path}: the same bytes every time, brotli or gzip as asked, 304 for a known ETag`, async () => {
      const plain = await get(path);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');
      expect(plain.rawPayload.length).toBeGreaterThan(50_000);
      const etag = String(plain.headers.etag);
      expect(etag).toMatch(/^"[\w-]{27}"$/);

      await pause(5); // a body built per request would carry a later timestamp
      const again = await get(path);
      expect(again.rawPayload.equals(plain.rawPayload)).toBe(true);

      const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
      expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

      const gz = await get(path, { 'accept-encoding': 'gzip;q=1, br;q=0' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);

      const unchanged = await get(path, { 'if-none-match': etag, 'accept-encoding': 'br' });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.rawPayload.length).toBe(0);
      expect(unchanged.headers.etag).toBe(etag);
    });
  }

  it('removing a region rebuilds the tree at once, with a new ETag', async () => {
    const admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
    const before = await get('/sys/sysArea/queryIdTree');
    expect(before.body).toContain('"id":"130102"');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${API}/sys/sysArea/delete?id=130102`,
      headers: admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await get('/sys/sysArea/queryIdTree', {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).not.toContain('"id":"130102"');
  });
});
