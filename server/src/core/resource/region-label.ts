import { cityOf, provinceOf } from '@vets/contracts';

/** A region and the levels above it that `names` knows: province, city, itself. */
export function regionChain(names: ReadonlyMap<string, string>, code: string): string[] {
  return [...new Set([provinceOf(code), cityOf(code), code])].filter((c) => names.has(c));
}

/**
 * How a region is written for people, in lists and exports alike: its full name without the
 * installation's province (石家庄市长安区; 北京市朝阳区 outside it), so that two districts of one
 * name in different cities never read the same.
 */
export function regionLabel(
  names: ReadonlyMap<string, string>,
  code: string,
  home: string,
): string {
  const chain = regionChain(names, code);
  const shown = chain.length > 1 && chain[0] === home ? chain.slice(1) : chain;
  return shown.map((c) => names.get(c)).join('');
}

/** The codes whose names `regionLabel` needs for `codes`. */
export const regionChainCodes = (codes: Iterable<string>): string[] => [
  ...new Set([...codes].flatMap((c) => [provinceOf(c), cityOf(c), c])),
];
