// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { buildUrl } from './transport';

describe('buildUrl', () => {
  it('adds the base and a _t timestamp to GET requests', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    expect(buildUrl('/sys/log/list', 'GET', { pageNo: 2, username: '', x: undefined })).toBe(
      '/api/sys/log/list?pageNo=2&_t=1700000000000',
    );
    vi.restoreAllMocks();
  });

  it('leaves dictionary item reads and writes without the timestamp', () => {
    expect(buildUrl('/sys/dict/getDictItems/sex', 'GET')).toBe('/api/sys/dict/getDictItems/sex');
    expect(buildUrl('/sys/login', 'POST')).toBe('/api/sys/login');
  });
});

describe('request and the double-click guard', () => {
  const ok = () =>
    new Response(JSON.stringify({ success: true, code: 200, message: '', result: null }), {
      headers: { 'content-type': 'application/json' },
    });

  it('refuses the same write within the window, but not one the code sends by itself', async () => {
    const fetchMock = vi.fn(async () => ok());
    vi.stubGlobal('fetch', fetchMock);
    const { request } = await import('./request');
    const { RAPID_CLICK_MESSAGE } = await import('./rapid-click');
    await request('POST', '/test/ticket', { unprompted: true, silent: true });
    await request('POST', '/test/ticket', { unprompted: true, silent: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await request('POST', '/test/save', { data: { a: 1 }, silent: true });
    await expect(request('POST', '/test/save', { data: { a: 1 }, silent: true })).rejects.toThrow(
      RAPID_CLICK_MESSAGE,
    );
    expect(fetchMock).toHaveBeenCalledTimes(3);
    vi.unstubAllGlobals();
  });
});
