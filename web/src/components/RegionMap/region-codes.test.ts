import { describe, expect, it } from 'vitest';
import { isWithin, regionLevel } from './region-codes';

describe('GB/T 2260 codes', () => {
  it('reads the level of a code', () => {
    expect(regionLevel('130000')).toBe('province');
    expect(regionLevel('130100')).toBe('city');
    expect(regionLevel('130102')).toBe('county');
  });
  it('tells whether a county lies within a region', () => {
    expect(isWithin('130102', '130000')).toBe(true);
    expect(isWithin('130102', '130100')).toBe(true);
    expect(isWithin('130102', '130200')).toBe(false);
    expect(isWithin('130102', '130102')).toBe(true);
    expect(isWithin('140102', '130000')).toBe(false);
  });
});
