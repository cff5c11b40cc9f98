import { describe, expect, it } from 'vitest';
import { MAX_CHILDREN, nextChildOrgCode, segmentNumber, segmentOf } from './org-code.js';

describe('org codes', () => {
  it('numbers segments A01 … A99, B01 … Z99', () => {
    expect(segmentOf(1)).toBe('A01');
    expect(segmentOf(99)).toBe('A99');
    expect(segmentOf(100)).toBe('B01');
    expect(segmentOf(MAX_CHILDREN)).toBe('Z99');
    for (const n of [1, 57, 99, 100, 1000, MAX_CHILDREN])
      expect(segmentNumber(segmentOf(n))).toBe(n);
    expect(segmentNumber('a01')).toBe(0);
  });

  it('gives the next child after the highest, ignoring grandchildren and other branches', () => {
    expect(nextChildOrgCode('A01', [])).toBe('A01A01');
    expect(nextChildOrgCode('A01', ['A01A01', 'A01A03', 'A01A03A07', 'A02A09'])).toBe('A01A04');
    expect(nextChildOrgCode('A01', ['A01A99'])).toBe('A01B01');
    expect(nextChildOrgCode('', ['A01', 'A02'])).toBe('A03');
  });

  it('refuses a parent that is full', () => {
    expect(() => nextChildOrgCode('A01', [`A01${segmentOf(MAX_CHILDREN)}`])).toThrow(
      '下级机构数量已达上限',
    );
  });
});
