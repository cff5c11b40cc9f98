import type { DialectName } from '../../../db/database.js';
import { type HebeiCounty, hebeiCounties } from '../../../db/demo/hebei-counties.js';
import type { Rng } from '../../../db/demo/prng.js';
import { industryCategoryId, occupationCategoryId } from '../seed/reference-trees.js';
import type { RecruitmentDb } from '../tables.js';
import { OCCUPATIONS, type OccupationProfile } from './demo-vocabulary.js';

export type District = HebeiCounty;

/** What every part of the generator reads: the seed's randomness, the time, the references. */
export interface GeneratorContext {
  db: RecruitmentDb;
  dialect: DialectName;
  rng: Rng;
  now: string;
  batchSize: number;
  progress: (what: string, done: number) => void;
  districts: District[];
  districtsByCity: Map<string, District[]>;
  cityCodes: string[];
  cityName: Map<string, string>;
  categoryName: Map<string, string>;
  parentOf: (categoryId: string) => string | null | undefined;
  /** Occupation profiles whose middle group exists in 分类字典. */
  occupations: OccupationProfile[];
  occupationByCode: Map<string, OccupationProfile>;
  /** The category id of a GB/T 4754 division, when it exists in 分类字典. */
  industryId: (division: string) => string | null;
}

export async function loadGeneratorContext(
  base: Pick<GeneratorContext, 'db' | 'dialect' | 'rng' | 'now' | 'batchSize' | 'progress'>,
): Promise<GeneratorContext> {
  const { db } = base;
  const [districts, categories] = await Promise.all([
    hebeiCounties(db),
    db.selectFrom('sysCategory').select(['id', 'pid', 'name']).execute(),
  ]);
  const districtsByCity = new Map<string, District[]>();
  for (const d of districts)
    districtsByCity.set(d.cityCode, [...(districtsByCity.get(d.cityCode) ?? []), d]);

  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const parents = new Map(categories.map((c) => [c.id, c.pid]));
  const occupations = OCCUPATIONS.filter((o) => categoryName.has(occupationCategoryId(o.code)));
  if (!occupations.length) throw new Error('demo data: sys_category has no occupation groups');
  return {
    ...base,
    districts,
    districtsByCity,
    cityCodes: [...districtsByCity.keys()],
    cityName: new Map(districts.map((d) => [d.cityCode, d.cityName])),
    categoryName,
    parentOf: (id) => parents.get(id),
    occupations,
    occupationByCode: new Map(occupations.map((o) => [o.code, o])),
    industryId: (division) => {
      const id = industryCategoryId(division);
      return categoryName.has(id) ? id : null;
    },
  };
}
