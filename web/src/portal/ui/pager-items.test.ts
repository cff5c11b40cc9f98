import { describe, expect, it } from 'vitest';
import { pageCount, pagerItems } from './pager-items';

describe('pageCount', () => {
  it('rounds up, and is never below one', () => {
    expect(pageCount(25, 10)).toBe(3);
    expect(pageCount(30, 10)).toBe(3);
    expect(pageCount(0, 10)).toBe(1);
  });
});

describe('pagerItems', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first pages together near the start', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-after', 20]);
    expect(pagerItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap-after', 20]);
  });

  it('shows the current page between its neighbours in the middle', () => {
    expect(pagerItems(10, 20)).toEqual([1, 'gap-before', 9, 10, 11, 'gap-after', 20]);
  });

  it('keeps the last pages together near the end', () => {
    expect(pagerItems(18, 20)).toEqual([1, 'gap-before', 16, 17, 18, 19, 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'gap-before', 16, 17, 18, 19, 20]);
  });

  it('keeps a page outside the range inside it', () => {
    expect(pagerItems(99, 20)).toEqual([1, 'gap-before', 16, 17, 18, 19, 20]);
    expect(pagerItems(0, 20)).toEqual([1, 2, 3, 4, 5, 'gap-after', 20]);
  });
});
