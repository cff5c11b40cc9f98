import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RequestOptions, request } from '../../api/request';
import { envelope } from '../../test-support/envelope';
import { clearReportCache, loadReportData } from './report-api';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
/** The GETs made, by URL with their query. */
const get = vi.fn<(url: string, params?: unknown) => Promise<unknown>>();

const req = { pageNo: 1, pageSize: 10, sort: null, search: { username: 'a' } };

beforeEach(() => {
  vi.useFakeTimers();
  get.mockReset();
  vi.mocked(request)
    .mockReset()
    .mockImplementation((async (method: string, url: string, options: RequestOptions = {}) => {
      if (method !== 'GET') throw new Error(`unexpected ${method} ${url}`);
      return get(url, options.params);
    }) as typeof request);
  get.mockResolvedValue(envelope({ total: 1, records: [{ id: '1' }] }));
  clearReportCache();
});
afterEach(() => vi.useRealTimers());

describe('loadReportData', () => {
  it('asks getData with paging, search and self_ parameters', async () => {
    const page = await loadReportData('r1', { ...req, param: { orgCode: 'A01' } });
    expect(page).toEqual({ total: 1, records: [{ id: '1' }] });
    expect(get).toHaveBeenCalledWith('/online/cgreport/api/getData/r1', {
      pageNo: 1,
      pageSize: 10,
      username: 'a',
      self_orgCode: 'A01',
    });
  });

  it('answers the same request of a group from memory for 30 s', async () => {
    await loadReportData('r1', req, 'g1');
    await loadReportData('r1', req, 'g1');
    expect(get).toHaveBeenCalledTimes(1);
    await loadReportData('r1', req, 'g2');
    await loadReportData('r1', { ...req, pageNo: 2 }, 'g1');
    expect(get).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(30_000);
    await loadReportData('r1', req, 'g1');
    expect(get).toHaveBeenCalledTimes(4);
  });

  it('does not cache without a group id', async () => {
    await loadReportData('r1', req);
    await loadReportData('r1', req);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
