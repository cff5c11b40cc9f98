import { describe, expect, it } from 'vitest';
import {
  creditCodeCheckChar,
  idCardBirthDate,
  idCardCheckChar,
  idCardSex,
  isValidCreditCode,
  isValidIdCard,
} from './check-digits.js';

describe('GB 32100 credit codes', () => {
  it('accepts published codes and computes their check character', () => {
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(isValidCreditCode('911100001000018237')).toBe(false);
  });

  it('rejects a wrong check character, a bad length and excluded letters', () => {
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    expect(isValidCreditCode('91350100M000100I43')).toBe(false);
    expect(isValidCreditCode('91ABCDEFM000100Y43')).toBe(false);
  });

  it('round-trips generated codes', () => {
    const body = '91370100MA3C12345';
    expect(isValidCreditCode(body + creditCodeCheckChar(body))).toBe(true);
  });
});

describe('GB 11643 ID card numbers', () => {
  it('accepts the standard example and derives birth date and sex', () => {
    expect(isValidIdCard('11010519491231002X')).toBe(true);
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardBirthDate('11010519491231002X')).toBe('1949-12-31');
    expect(idCardSex('11010519491231002X')).toBe('2');
    expect(isValidIdCard('440524188001010014')).toBe(true);
    expect(idCardSex('440524188001010014')).toBe('1');
  });

  it('rejects a wrong check digit, an impossible date and a lowercase-only mismatch', () => {
    expect(isValidIdCard('110105194912310021')).toBe(false);
    expect(isValidIdCard('110105194902300022')).toBe(false);
    expect(isValidIdCard('11010519491231002x')).toBe(true);
    expect(isValidIdCard('1101051949123100')).toBe(false);
  });
});
