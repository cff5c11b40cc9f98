import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  debounce,
  mergeOptions,
  optionsFromTexts,
  SEARCH_DEBOUNCE_MS,
  SEARCH_EMPTY_TEXT,
  SEARCH_HINT,
} from './search-select';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('debounce', () => {
  it('runs once with the last arguments after the quiet time', () => {
    const fn = vi.fn();
    const d = debounce(fn, SEARCH_DEBOUNCE_MS);
    d('a');
    vi.advanceTimersByTime(200);
    d('ab');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('ab');
  });

  it('can be cancelled', () => {
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d();
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('search select options', () => {
  it('has the spec texts and timing', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(SEARCH_EMPTY_TEXT).toBe('没有查询到任何数据');
    expect(SEARCH_HINT).toBe('请输入搜索内容');
  });

  it('pairs values with the texts loadDictItem returned, in key order', () => {
    expect(optionsFromTexts(['a', 'b', 'c'], ['甲', '', undefined])).toEqual([
      { value: 'a', label: '甲' },
      { value: 'b', label: 'b' },
      { value: 'c', label: 'c' },
    ]);
  });

  it('keeps selected values that are not among the results', () => {
    const results = [{ value: '1', label: '一' }];
    const known = new Map([['2', '二']]);
    expect(mergeOptions(results, ['1', '2', '3'], known)).toEqual([
      { value: '1', label: '一' },
      { value: '2', label: '二' },
      { value: '3', label: '3' },
    ]);
  });
});
