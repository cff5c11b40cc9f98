import { describe, expect, it } from 'vitest';
import { pageFrom, patchSearch, regionFrom, textFrom } from './list-params';

const q = (s: string) => new URLSearchParams(s);

describe('list-params', () => {
  it('reads a valid page number and falls back to 1', () => {
    expect(pageFrom(q('pageNo=3'))).toBe(3);
    for (const bad of ['', 'pageNo=0', 'pageNo=-2', 'pageNo=1.5', 'pageNo=abc', 'pageNo=99999']) {
      expect(pageFrom(q(bad))).toBe(1);
    }
  });

  it('reads trimmed text, blank as undefined, cut to the API limit', () => {
    expect(textFrom(q('keyword=%20司机%20'), 'keyword')).toBe('司机');
    expect(textFrom(q('keyword=%20'), 'keyword')).toBeUndefined();
    expect(textFrom(q(`keyword=${'a'.repeat(40)}`), 'keyword')).toHaveLength(30);
  });

  it('accepts only 6-digit region codes', () => {
    expect(regionFrom(q('regionCode=130100'))).toBe('130100');
    expect(regionFrom(q('regionCode=1301'))).toBeUndefined();
    expect(regionFrom(q('regionCode=13010x'))).toBeUndefined();
  });

  it('goes back to page 1 when a filter changes', () => {
    const next = patchSearch(q('keyword=司机&pageNo=4'), { keyword: '保安', regionCode: '130100' });
    expect(next.get('keyword')).toBe('保安');
    expect(next.get('regionCode')).toBe('130100');
    expect(next.has('pageNo')).toBe(false);
  });

  it('keeps the filters when only the page changes, and drops pageNo=1', () => {
    expect(patchSearch(q('keyword=司机'), { pageNo: 2 }).toString()).toBe(
      'keyword=%E5%8F%B8%E6%9C%BA&pageNo=2',
    );
    expect(patchSearch(q('keyword=司机&pageNo=2'), { pageNo: 1 }).has('pageNo')).toBe(false);
  });

  it('removes cleared filters and leaves other parameters alone', () => {
    const next = patchSearch(q('keyword=司机&regionCode=130100&id=9'), {
      keyword: ' ',
      regionCode: undefined,
    });
    expect(next.toString()).toBe('id=9');
  });
});
