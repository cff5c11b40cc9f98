import { describe, expect, it } from 'vitest';
import { salaryText, yuanText } from './salary-text';

describe('yuanText', () => {
  it('uses 元 below a thousand, 千 below ten thousand, 万 above', () => {
    expect(yuanText(800)).toBe('800元');
    expect(yuanText(5000)).toBe('5千');
    expect(yuanText(5500)).toBe('5.5千');
    expect(yuanText(5250)).toBe('5.25千');
    expect(yuanText(10000)).toBe('1万');
    expect(yuanText(12000)).toBe('1.2万');
    expect(yuanText(123456)).toBe('12.35万');
  });
});

describe('salaryText', () => {
  it('shows a range per month', () => {
    expect(salaryText(5000, 8000)).toBe('5千-8千/月');
    expect(salaryText(8000, 15000)).toBe('8千-1.5万/月');
  });

  it('shows 面议 when neither bound is set', () => {
    expect(salaryText(null, null)).toBe('面议');
    expect(salaryText(0, null)).toBe('面议');
    expect(salaryText(0, 0)).toBe('面议');
  });

  it('shows ≥ with only a minimum and ≤ with only a maximum', () => {
    expect(salaryText(5000, null)).toBe('≥5千/月');
    expect(salaryText(null, 8000)).toBe('≤8千/月');
    expect(salaryText(0, 8000)).toBe('≤8千/月');
  });

  it('shows one figure when both bounds agree or the range is inverted', () => {
    expect(salaryText(6000, 6000)).toBe('6千/月');
    expect(salaryText(9000, 6000)).toBe('9千/月');
  });
});
