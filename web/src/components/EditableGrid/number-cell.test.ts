import { describe, expect, it } from 'vitest';
import { acceptNumberTyping, numberOnBlur } from './number-cell';

describe('number cell', () => {
  it('accepts an optional minus, digits and one decimal point while typing', () => {
    for (const typed of ['', '-', '1', '-12', '12.', '12.5', '.5', '-0.25']) {
      expect(acceptNumberTyping('1', typed)).toBe(typed);
    }
  });

  it('reverts invalid typing to the previous text', () => {
    for (const typed of ['12a', '1.2.3', '--1', '1-', 'e5', '1 2', '+1']) {
      expect(acceptNumberTyping('12', typed)).toBe('12');
    }
  });

  it('on blur turns a valid value into a number and an invalid one into empty', () => {
    expect(numberOnBlur('12.50')).toBe(12.5);
    expect(numberOnBlur('-3')).toBe(-3);
    expect(numberOnBlur('7.')).toBe(7);
    expect(numberOnBlur('.5')).toBe(0.5);
    expect(numberOnBlur(42)).toBe(42);
    expect(numberOnBlur('-')).toBe('');
    expect(numberOnBlur('.')).toBe('');
    expect(numberOnBlur('')).toBe('');
    expect(numberOnBlur('abc')).toBe('');
    expect(numberOnBlur(null)).toBe('');
  });
});
