// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_PREFIX, storage } from './storage';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('storage', () => {
  it('stores under the eduplat__ prefix with an expiry', () => {
    vi.useFakeTimers({ now: 1000 });
    storage.set('Access-Token', 'abc', 5000);
    expect(JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}Access-Token`)!)).toEqual({
      value: 'abc',
      expire: 6000,
    });
    expect(storage.get('Access-Token')).toBe('abc');
    vi.setSystemTime(6000);
    expect(storage.get('Access-Token')).toBeNull();
    expect(localStorage.getItem(`${STORAGE_PREFIX}Access-Token`)).toBeNull();
  });

  it('reads a corrupt entry as absent', () => {
    localStorage.setItem(`${STORAGE_PREFIX}x`, '{not json');
    expect(storage.get('x', 'fallback')).toBe('fallback');
  });
});
