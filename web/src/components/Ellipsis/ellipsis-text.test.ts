import { describe, expect, it } from 'vitest';
import {
  ELLIPSIS_LENGTH,
  ellipsisText,
  FILE_NAME_ELLIPSIS_LENGTH,
  TREE_ELLIPSIS_LENGTH,
  textWidth,
} from './ellipsis-text';

describe('textWidth', () => {
  it('counts half-width characters as one and full-width as two', () => {
    expect(textWidth('abc123')).toBe(6);
    expect(textWidth('就业服务')).toBe(8);
    expect(textWidth('ＡＢ，。')).toBe(8);
    expect(textWidth('a就b')).toBe(4);
    expect(textWidth('한글カナ')).toBe(8);
  });

  it('counts a character outside the basic plane once, not per UTF-16 unit', () => {
    expect(textWidth('𠀀')).toBe(2);
    expect(textWidth('é')).toBe(1);
  });
});

describe('ellipsisText', () => {
  it('defaults to 25, and keeps the other spec lengths', () => {
    expect(ELLIPSIS_LENGTH).toBe(25);
    expect(TREE_ELLIPSIS_LENGTH).toBe(12);
    expect(FILE_NAME_ELLIPSIS_LENGTH).toBe(5);
    expect(ellipsisText('a'.repeat(25))).toBe('a'.repeat(25));
    expect(ellipsisText('a'.repeat(26))).toBe(`${'a'.repeat(25)}...`);
  });

  it('cuts full-width text at half the character count', () => {
    const text = '退役军人动态精准就业服务系统欢迎您';
    expect(ellipsisText(text)).toBe('退役军人动态精准就业服务...');
    expect(ellipsisText('就业服务', 8)).toBe('就业服务');
    expect(ellipsisText('就业服务', 7)).toBe('就业服...');
  });

  it('never splits a full-width character over the limit', () => {
    expect(ellipsisText('ab就业', 3)).toBe('ab...');
    expect(ellipsisText('a就业服', 5)).toBe('a就业...');
  });

  it('returns short or empty text unchanged and treats a length below 1 as no limit', () => {
    expect(ellipsisText('')).toBe('');
    expect(ellipsisText('短文本')).toBe('短文本');
    expect(ellipsisText('abcdef', 0)).toBe('abcdef');
  });

  it('does not split surrogate pairs', () => {
    expect(ellipsisText('𠀀𠀁𠀂', 4)).toBe('𠀀𠀁...');
  });
});
