import {
  BRAND_FIRST,
  BRAND_SECOND,
  FEMALE_NAME_CHARS,
  MALE_NAME_CHARS,
  ROADS,
  type Sector,
  SURNAMES,
} from './demo-vocabulary.js';
import type { Rng } from './prng.js';

/** A Chinese name of two or three characters. */
export function personName(rng: Rng, male: boolean): string {
  const chars = male ? MALE_NAME_CHARS : FEMALE_NAME_CHARS;
  const given = rng.chance(0.7) ? rng.pick(chars) + rng.pick(chars) : rng.pick(chars);
  return rng.pick(SURNAMES) + given;
}

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
