import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/request';
import { clearAreaTreeCache, loadAreaTree } from './area-api';

vi.mock('../../api/request', () => ({ http: { get: vi.fn() } }));
const get = vi.mocked(http.get);
const tree = [{ id: '130000', text: '河北省', pid: '86', level: 1 }];

beforeEach(() => {
  clearAreaTreeCache();
  get.mockReset();
});

describe('loadAreaTree', () => {
  it('asks the server once and keeps the tree in memory', async () => {
    get.mockResolvedValue({ success: true, message: '', code: 200, result: tree, timestamp: 0 });
    const [a, b] = await Promise.all([loadAreaTree(), loadAreaTree()]);
    expect(await loadAreaTree()).toBe(a);
    expect(b).toEqual(tree);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/sys/sysArea/queryIdTree');
  });

  it('asks again after a failure', async () => {
    get.mockRejectedValueOnce(new Error('网络超时'));
    await expect(loadAreaTree()).rejects.toThrow('网络超时');
    get.mockResolvedValue({ success: true, message: '', code: 200, result: tree, timestamp: 0 });
    expect(await loadAreaTree()).toEqual(tree);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
