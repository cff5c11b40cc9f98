import type { Rng } from '../../../db/demo/prng.js';
import { BRAND_FIRST, BRAND_SECOND, ROADS, type Sector } from './demo-vocabulary.js';

/** `{place}{字号}{suffix}`, e.g. 石家庄恒通物流有限公司. */
export function companyName(rng: Rng, place: string, sector: Sector): string {
  const first = rng.pick(BRAND_FIRST);
  let second = rng.pick(BRAND_SECOND);
  while (second === first) second = rng.pick(BRAND_SECOND);
  return `${place}${first}${second}${rng.pick(sector.suffixes)}`;
}

export const streetAddress = (rng: Rng, area: string) =>
  `${area}${rng.pick(ROADS)}${rng.int(1, 399)}号`;

/** 石家庄市 → 石家庄; names without the suffix read better inside company names. */
export const shortPlaceName = (name: string) => name.replace(/(市|地区)$/, '');

/** Fills `{key}` placeholders. */
export const fillTemplate = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
