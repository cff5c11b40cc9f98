import { describe, expect, it } from 'vitest';
import { applyCheckRule, parseCheckRule } from './check-rules.js';

const rule = JSON.stringify([
  { digits: 2, pattern: '[A-Z]+', message: '前两位须为大写字母' },
  { digits: 4, pattern: '\\d+', message: '第3到6位须为数字' },
  { digits: '*', pattern: '[a-z]*', message: '其余须为小写字母' },
]);

describe('check rules', () => {
  it('applies parts in order and reports the first failing one', () => {
    const parts = parseCheckRule(rule);
    if (typeof parts === 'string') throw new Error(parts);
    expect(applyCheckRule(parts, 'AB1234xyz')).toBeNull();
    expect(applyCheckRule(parts, 'AB1234')).toBeNull();
    expect(applyCheckRule(parts, 'ab1234')).toBe('前两位须为大写字母');
    expect(applyCheckRule(parts, 'AB12x4')).toBe('第3到6位须为数字');
    expect(applyCheckRule(parts, 'AB1234X')).toBe('其余须为小写字母');
    expect(applyCheckRule(parts, 'AB12')).toBe('第3到6位须为数字');
  });

  it('requires the value to be used up when no part takes the rest', () => {
    const parts = parseCheckRule(
      JSON.stringify([{ digits: 3, pattern: '\\d+', message: '须为3位数字' }]),
    );
    if (typeof parts === 'string') throw new Error(parts);
    expect(applyCheckRule(parts, '123')).toBeNull();
    expect(applyCheckRule(parts, '1234')).toBe('须为3位数字');
  });

  it('refuses malformed rules with a reason', () => {
    expect(parseCheckRule('nope')).toBe('规则内容不是有效的 JSON');
    expect(parseCheckRule('[]')).toMatch(/数组/);
    expect(parseCheckRule(JSON.stringify([{ digits: 0, pattern: 'a', message: 'm' }]))).toMatch(
      /位数/,
    );
    expect(parseCheckRule(JSON.stringify([{ digits: 1, pattern: '(', message: 'm' }]))).toMatch(
      /正则/,
    );
    expect(
      parseCheckRule(
        JSON.stringify([
          { digits: '*', pattern: 'a', message: 'm' },
          { digits: 1, pattern: 'a', message: 'm' },
        ]),
      ),
    ).toMatch(/最后一段/);
  });
});
