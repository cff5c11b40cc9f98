// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/request';
import { useSession } from '../../stores/session';
import { readStoredDict } from './dict-cache';
import { refreshDictCache } from './dict-refresh';

vi.mock('../../api/request', () => ({ http: { get: vi.fn() } }));
const get = vi.mocked(http.get);

beforeEach(() => {
  localStorage.clear();
  get.mockReset();
  useSession.setState({ dictItems: {} });
});

describe('refreshDictCache', () => {
  it('refreshes the server, then stores every dictionary locally and in the session', async () => {
    const items = {
      sex: [{ value: '1', text: '男' }],
      cache_probe: [{ value: 'n1', text: '新项' }],
    };
    get.mockResolvedValueOnce({ result: null } as never);
    get.mockResolvedValueOnce({ result: items } as never);
    await refreshDictCache();
    expect(get.mock.calls.map((c) => c[0])).toEqual([
      '/sys/dict/refleshCache',
      '/sys/dict/queryAllDictItems',
    ]);
    expect(useSession.getState().dictItems).toEqual(items);
    expect(readStoredDict('cache_probe')).toEqual(items.cache_probe);
  });

  it('fails without touching the cache when the server refresh fails', async () => {
    get.mockRejectedValueOnce(new Error('boom'));
    await expect(refreshDictCache()).rejects.toThrow('boom');
    expect(get).toHaveBeenCalledTimes(1);
    expect(useSession.getState().dictItems).toEqual({});
  });
});
