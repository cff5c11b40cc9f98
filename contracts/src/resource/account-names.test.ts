import { describe, expect, it } from 'vitest';
import { holdsPhone, maskAccountName, probesPhoneDigits } from './account-names.js';
import { maskValue } from './masking.js';

describe('sign-in names holding a phone', () => {
  it('are masked like a phone where they hold one, and left alone otherwise', () => {
    expect(maskAccountName('13722221234')).toBe('137****1234');
    expect(maskAccountName('zs13722221234x')).toBe('zs137****1234x');
    expect(maskValue('account', 'zhangsan01')).toBe('zhangsan01');
    expect(maskValue('account', 'qyab23cd45ef')).toBe('qyab23cd45ef');
    expect(holdsPhone('13722221234')).toBe(true);
    expect(holdsPhone('1372222123')).toBe(false);
  });

  it('refuse partial values that could find a phone’s digits', () => {
    for (const v of ['1372222', '2222', '7', '37', 'a137', 'x2222y'])
      expect(probesPhoneDigits(v)).toBe(true);
    for (const v of ['zhang', 'staff01', 'r0', 'a1b2c3']) expect(probesPhoneDigits(v)).toBe(false);
  });
});
