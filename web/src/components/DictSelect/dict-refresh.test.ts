// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { useSession } from '../../stores/session';
import { readStoredDict } from './dict-cache';
import { refreshDictCache } from './dict-refresh';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
const send = vi.mocked(request);

beforeEach(() => {
  localStorage.clear();
  send.mockReset();
  useSession.setState({ dictItems: {} });
});

describe('refreshDictCache', () => {
  it('refreshes the server, then stores every dictionary locally and in the session', async () => {
    const items = {
      sex: [{ value: '1', text: '男' }],
      cache_probe: [{ value: 'n1', text: '新项' }],
    };
    send.mockResolvedValueOnce({ result: null } as never);
    send.mockResolvedValueOnce({ result: items } as never);
    await refreshDictCache();
    expect(send.mock.calls).toEqual([
      ['GET', '/sys/dict/refleshCache', { silent: true }],
      ['GET', '/sys/dict/queryAllDictItems', { silent: true }],
    ]);
    expect(useSession.getState().dictItems).toEqual(items);
    expect(readStoredDict('cache_probe')).toEqual(items.cache_probe);
  });

  it('fails without touching the cache when the server refresh fails', async () => {
    send.mockRejectedValueOnce(new Error('boom'));
    await expect(refreshDictCache()).rejects.toThrow('boom');
    expect(send).toHaveBeenCalledTimes(1);
    expect(useSession.getState().dictItems).toEqual({});
  });
});
