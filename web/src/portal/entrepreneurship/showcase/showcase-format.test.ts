import { describe, expect, it } from 'vitest';
import { dateText, fundingText, priceText, scopeItems } from './showcase-format';

describe('showcase-format', () => {
  it('writes funding in 万元 from ten thousand on, and 面议 when there is none', () => {
    expect(fundingText(3_000_000)).toBe('300万元');
    expect(fundingText(12_500)).toBe('1.25万元');
    expect(fundingText(800)).toBe('800元');
    expect(fundingText(null)).toBe('面议');
    expect(fundingText(0)).toBe('面议');
  });

  it('writes a price range with its unit', () => {
    expect(priceText(8, 12, '斤')).toBe('8–12元/斤');
    expect(priceText(1.45, 1.6, '斤')).toBe('1.45–1.6元/斤');
    expect(priceText(45, 45, '箱')).toBe('45元/箱');
    expect(priceText(8, null, '斤')).toBe('8元/斤起');
    expect(priceText(null, 30, null)).toBe('30元以内');
    expect(priceText(null, null, '斤')).toBe('价格面议');
  });

  it('takes the date of a time, and splits a training scope', () => {
    expect(dateText('2026-03-02 10:00:00')).toBe('2026-03-02');
    expect(dateText(null)).toBe('');
    expect(scopeItems('电工, 焊工，叉车司机、电工')).toEqual(['电工', '焊工', '叉车司机']);
    expect(scopeItems(null)).toEqual([]);
  });
});
