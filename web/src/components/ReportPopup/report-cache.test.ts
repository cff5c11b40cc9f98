import { describe, expect, it } from 'vitest';
import { REPORT_CACHE_MS, ReportCache } from './report-cache';

describe('ReportCache', () => {
  it('keeps an answer for 30 000 ms', () => {
    let now = 1000;
    const cache = new ReportCache<string>(REPORT_CACHE_MS, () => now);
    expect(REPORT_CACHE_MS).toBe(30_000);
    const key = ReportCache.key('g1', 'r1', { pageNo: 1 });
    cache.set(key, 'page');
    now += 29_999;
    expect(cache.get(key)).toBe('page');
    now += 1;
    expect(cache.get(key)).toBeUndefined();
  });

  it('keys by group, report and parameters, whatever their order', () => {
    const p = { pageNo: 1, username: 'a' };
    expect(ReportCache.key('g', 'r', p)).toBe(
      ReportCache.key('g', 'r', { username: 'a', pageNo: 1 }),
    );
    expect(ReportCache.key('g', 'r', p)).not.toBe(ReportCache.key('h', 'r', p));
    expect(ReportCache.key('g', 'r', p)).not.toBe(ReportCache.key('g', 's', p));
    expect(ReportCache.key('g', 'r', p)).not.toBe(
      ReportCache.key('g', 'r', { pageNo: 2, username: 'a' }),
    );
  });
});
