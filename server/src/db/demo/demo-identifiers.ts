import { creditCodeCheckChar, idCardCheckChar } from '@vets/contracts';
import type { Rng } from './prng.js';

/** GB 32100 code characters (no I, O, S, V, Z). */
const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Mobile prefixes the phone pattern accepts (1[345789]). */
const PHONE_SECOND = '345789';

const digits = (rng: Rng, n: number) => {
  let s = '';
  for (let i = 0; i < n; i++) s += String(rng.int(0, 9));
  return s;
};

/** A synthetic enterprise credit code (`91`, the region, 9 random characters, check). */
export function creditCode(rng: Rng, regionCode: string): string {
  let body = `91${regionCode}`;
  for (let i = 0; i < 9; i++) body += rng.pick([...CREDIT_CHARS]);
  return body + creditCodeCheckChar(body);
}

/** A synthetic GB 11643 number; the 17th digit is odd for men. */
export function idCardNumber(
  rng: Rng,
  regionCode: string,
  birthDate: string,
  male: boolean,
): string {
  const sexDigits = male ? [1, 3, 5, 7, 9] : [0, 2, 4, 6, 8];
  const body = `${regionCode}${birthDate.replaceAll('-', '')}${digits(rng, 2)}${rng.pick(sexDigits)}`;
  return body + idCardCheckChar(body);
}

export const mobilePhone = (rng: Rng) => `1${rng.pick([...PHONE_SECOND])}${digits(rng, 9)}`;

/** Draws values until one is new to `seen`; the pools are far larger than any run needs. */
export function unique(seen: Set<string>, draw: () => string): string {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const value = draw();
    if (!seen.has(value)) {
      seen.add(value);
      return value;
    }
  }
  throw new Error('demo data: ran out of unique values');
}
