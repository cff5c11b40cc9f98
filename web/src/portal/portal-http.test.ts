// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, buildUrl } from '../api/transport';
import { portalGet, staticUrl } from './portal-http';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the portal URL', () => {
  it('leaves blank parameters out and adds the timestamp', () => {
    const url = new URL(
      buildUrl('/portal/position/list', 'GET', {
        keyword: '司机',
        regionCode: undefined,
        city: '',
        pageNo: 2,
      }),
      'http://x',
    );
    expect(url.pathname).toBe('/api/portal/position/list');
    expect(url.searchParams.get('keyword')).toBe('司机');
    expect(url.searchParams.get('pageNo')).toBe('2');
    expect(url.searchParams.has('regionCode')).toBe(false);
    expect(url.searchParams.has('city')).toBe(false);
    expect(Number(url.searchParams.get('_t'))).toBeGreaterThan(0);
  });
});

describe('staticUrl', () => {
  it('puts a stored path under the static route and leaves full addresses alone', () => {
    expect(staticUrl('/upload/a.png')).toBe('/api/sys/common/static/upload/a.png');
    expect(staticUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});

describe('portalGet', () => {
  it('returns the result and sends the tenant header', async () => {
    fetchMock.mockResolvedValue(json({ success: true, code: 200, message: '', result: { n: 1 } }));
    await expect(portalGet('/portal/recruitment/home')).resolves.toEqual({ n: 1 });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('X-Tenant-Id')).toBe('0');
  });

  it("rejects with the status and the server's message", async () => {
    fetchMock.mockResolvedValue(
      json({ success: false, code: 404, message: '岗位不存在或已下线' }, 404),
    );
    const error = await portalGet('/portal/position/queryById', { id: 'x' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: '岗位不存在或已下线' });
  });

  it('rejects with status 0 when the network fails, and on a body that is not JSON', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(portalGet('/portal/banner/list')).rejects.toMatchObject({
      status: 0,
      message: '网络连接失败，请检查网络后重试',
    });
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    await expect(portalGet('/portal/banner/list')).rejects.toMatchObject({
      message: '响应不是有效的 JSON',
    });
  });
});
