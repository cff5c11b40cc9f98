import { describe, expect, it } from 'vitest';
import { formatValue, KIND_COLORS, kindColor, scaleRange, shortCount } from './palette';

describe('palette and formats', () => {
  it('formats values and percentages', () => {
    expect(formatValue(1234.5)).toBe('1,234.5');
    expect(formatValue(0.4234, { percent: true })).toBe('42.3%');
    expect(formatValue(Number.NaN)).toBe('-');
    expect(shortCount(987)).toBe('987');
    expect(shortCount(12_345)).toBe('1.2万');
  });
  it('takes a scale range from the scale or else from the values', () => {
    expect(scaleRange([3, 9, 5])).toEqual([3, 9]);
    expect(scaleRange([3, 9, 5], { name: '', min: 0 })).toEqual([0, 9]);
    expect(scaleRange([0.2, 0.4], { name: '', min: 0, max: 1 })).toEqual([0, 1]);
    expect(scaleRange([4, 4])).toEqual([4, 5]);
    expect(scaleRange([])).toEqual([0, 1]);
  });
  it('gives each kind a colour, its own first', () => {
    expect(kindColor(0)).toBe(KIND_COLORS[0]);
    expect(kindColor(KIND_COLORS.length)).toBe(KIND_COLORS[0]);
    expect(kindColor(2, '#123456')).toBe('#123456');
  });
});
