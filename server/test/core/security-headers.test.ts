import { describe, expect, it } from 'vitest';
import { API, useTestApp } from '../helpers/test-app.js';

const t = useTestApp();

describe('security headers', () => {
  it('every answer forbids inline and foreign script', async () => {
    for (const url of ['/', '/home', `${API}/health`, `${API}/sys/user/list`, '/nonexistent']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('the API documentation keeps its own policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/docs/` });
    expect(res.statusCode).toBeLessThan(400);
    expect(String(res.headers['content-security-policy'])).toContain('script-src');
  });
});
