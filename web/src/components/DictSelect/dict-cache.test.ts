// @vitest-environment jsdom
import { DICT_CACHE_TTL_MS, type DictOption } from '@vets/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../stores/session';
import {
  clearDictMemory,
  DICT_CODE_REQUIRED,
  knownDictItems,
  loadDictItems,
  readStoredDict,
  storeDict,
} from './dict-cache';

const option = (value: string, text: string): DictOption => ({
  value,
  text,
  title: text,
  label: text,
});
const SEX = [option('1', '男'), option('2', '女')];

beforeEach(() => {
  localStorage.clear();
  clearDictMemory();
  useSession.setState({ dictItems: {} });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T00:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('stored dictionaries', () => {
  it('are kept for 7 days and dropped after', () => {
    expect(DICT_CACHE_TTL_MS).toBe(604_800_000);
    storeDict('sex', SEX);
    expect(localStorage.getItem('eduplat__DICT_ITEMS:sex')).not.toBeNull();
    vi.setSystemTime(Date.now() + DICT_CACHE_TTL_MS - 1);
    expect(readStoredDict('sex')).toEqual(SEX);
    vi.setSystemTime(Date.now() + 1);
    expect(readStoredDict('sex')).toBeNull();
    expect(localStorage.getItem('eduplat__DICT_ITEMS:sex')).toBeNull();
  });
});

describe('loadDictItems', () => {
  it('rejects an empty code with 字典Code不能为空!', async () => {
    const fetcher = vi.fn();
    await expect(loadDictItems('', fetcher)).rejects.toThrow(DICT_CODE_REQUIRED);
    await expect(loadDictItems('  ', fetcher)).rejects.toThrow('字典Code不能为空!');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('uses the dictionaries that came with login before asking the server', async () => {
    useSession.setState({ dictItems: { sex: SEX } });
    const fetcher = vi.fn();
    expect(await loadDictItems('sex', fetcher)).toEqual(SEX);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('fetches once, shares concurrent calls and then reads localStorage', async () => {
    const fetcher = vi.fn(async () => SEX);
    const [a, b] = await Promise.all([
      loadDictItems('sex', fetcher),
      loadDictItems('sex', fetcher),
    ]);
    expect(a).toEqual(SEX);
    expect(b).toEqual(SEX);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith('sex');
    clearDictMemory();
    expect(await loadDictItems('sex', fetcher)).toEqual(SEX);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('fetches again once the stored copy has expired', async () => {
    const fetcher = vi.fn(async () => SEX);
    await loadDictItems('sex', fetcher);
    vi.setSystemTime(Date.now() + DICT_CACHE_TTL_MS);
    await loadDictItems('sex', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('keeps table specs in memory only', async () => {
    const rows = [option('u1', '张三')];
    const fetcher = vi.fn(async () => rows);
    expect(await loadDictItems('sys_user,realname,id', fetcher)).toEqual(rows);
    expect(localStorage.length).toBe(0);
    expect(knownDictItems('sys_user,realname,id')).toEqual(rows);
    await loadDictItems('sys_user,realname,id', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const fetcher = vi
      .fn<(code: string) => Promise<DictOption[]>>()
      .mockRejectedValueOnce(new Error('服务器错误'))
      .mockResolvedValueOnce(SEX);
    await expect(loadDictItems('sex', fetcher)).rejects.toThrow('服务器错误');
    expect(await loadDictItems('sex', fetcher)).toEqual(SEX);
  });
});
