import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { clearAreaTreeCache, loadAreaTree } from './area-api';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
const send = vi.mocked(request);
const tree = [{ id: '130000', text: '河北省', pid: '86', level: 1 }];

beforeEach(() => {
  clearAreaTreeCache();
  send.mockReset();
});

describe('loadAreaTree', () => {
  it('asks the server once and keeps the tree in memory', async () => {
    send.mockResolvedValue({ success: true, message: '', code: 200, result: tree, timestamp: 0 });
    const [a, b] = await Promise.all([loadAreaTree(), loadAreaTree()]);
    expect(await loadAreaTree()).toBe(a);
    expect(b).toEqual(tree);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('GET', '/sys/sysArea/queryIdTree', {});
  });

  it('asks again after a failure', async () => {
    send.mockRejectedValueOnce(new Error('网络超时'));
    await expect(loadAreaTree()).rejects.toThrow('网络超时');
    send.mockResolvedValue({ success: true, message: '', code: 200, result: tree, timestamp: 0 });
    expect(await loadAreaTree()).toEqual(tree);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
