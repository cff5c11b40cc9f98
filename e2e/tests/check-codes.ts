/** Identity numbers with valid check characters, as real people and companies have them. */

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** A GB 11643 number from its first 17 digits. */
export function idCardOf(body17: string): string {
  const sum = [...body17].reduce((s, d, i) => s + Number(d) * ID_WEIGHTS[i]!, 0);
  return body17 + '10X98765432'[sum % 11];
}

/** A GB 11643 number for a person of `region` born on `birth` (YYYYMMDD). */
export function idCard(region: string, birth: string, seq: number): string {
  return idCardOf(`${region}${birth}${String(seq).padStart(3, '0')}`);
}

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** A GB 32100 unified social credit code from its first 17 characters. */
export function creditCode(body17: string): string {
  const sum = [...body17].reduce((s, c, i) => s + CREDIT_CHARS.indexOf(c) * CREDIT_WEIGHTS[i]!, 0);
  return body17 + CREDIT_CHARS[(31 - (sum % 31)) % 31];
}
