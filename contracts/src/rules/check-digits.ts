/**
 * Check digits of the national identifiers the archives hold: unified social credit codes
 * (GB 32100-2015) and resident ID card numbers (GB 11643-1999).
 */

/** The 31 characters of GB 32100 (no I, O, S, V, Z), in value order. */
const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const CREDIT_SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character for the first 17 characters of a credit code. */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = CREDIT_CHARS.indexOf(first17[i] ?? '');
    if (value < 0) throw new Error('统一社会信用代码含有无效字符');
    sum += value * CREDIT_WEIGHTS[i]!;
  }
  return CREDIT_CHARS[(31 - (sum % 31)) % 31]!;
}

export function isValidCreditCode(code: string): boolean {
  if (!CREDIT_SHAPE.test(code)) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code[17];
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';
const ID_SHAPE = /^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dX]$/;

/** The check character for the first 17 digits of an ID card number. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i]!;
  return ID_CHECK[sum % 11]!;
}

/** The birth date `YYYY-MM-DD` of an 18-character number, or null when it is no real date. */
export function idCardBirthDate(no: string): string | null {
  const y = Number(no.slice(6, 10));
  const m = Number(no.slice(10, 12));
  const d = Number(no.slice(12, 14));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  return `${no.slice(6, 10)}-${no.slice(10, 12)}-${no.slice(12, 14)}`;
}

/** '1' male, '2' female (the `sex` dictionary), from the 17th digit. */
export function idCardSex(no: string): '1' | '2' {
  return Number(no[16]) % 2 === 1 ? '1' : '2';
}

export function isValidIdCard(no: string): boolean {
  const upper = no.toUpperCase();
  if (!ID_SHAPE.test(upper) || idCardBirthDate(upper) === null) return false;
  return idCardCheckChar(upper.slice(0, 17)) === upper[17];
}
