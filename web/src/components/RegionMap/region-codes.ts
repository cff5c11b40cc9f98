/** Levels of a six-digit GB/T 2260 code. */
export type RegionLevel = 'province' | 'city' | 'county';

export function regionLevel(code: string): RegionLevel {
  if (code.endsWith('0000')) return 'province';
  if (code.endsWith('00')) return 'city';
  return 'county';
}

/** Whether county `county` lies within region `code` (itself included). */
export function isWithin(county: string, code: string): boolean {
  switch (regionLevel(code)) {
    case 'province':
      return county.slice(0, 2) === code.slice(0, 2);
    case 'city':
      return county.slice(0, 4) === code.slice(0, 4);
    default:
      return county === code;
  }
}
