import { type HebeiCounty, hebeiCounties } from '../../../db/demo/hebei-counties.js';
import type { Rng } from '../../../db/demo/prng.js';
import type { ArchivesDb } from '../tables.js';

/** Urban districts hold more of the veterans on record than rural counties. */
const DISTRICT_WEIGHT = 4;

export type County = HebeiCounty;

/** What every part of the archive generator reads. */
export interface ArchiveContext {
  db: ArchivesDb;
  rng: Rng;
  /** 'YYYY-MM-DD HH:mm:ss'; no generated date lies after it. */
  now: string;
  today: string;
  batchSize: number;
  counties: County[];
  countyByCode: Map<string, County>;
  pickCounty: () => County;
  /** The office (org code) that keeps a county's veterans. */
  officeOf: (regionCode: string) => string | null;
  /** Occupation categories (leaves of 职业分类) for job intentions. */
  occupationIds: string[];
}

export async function loadArchiveContext(
  base: Pick<ArchiveContext, 'db' | 'rng' | 'now' | 'batchSize'>,
  offices: ReadonlyArray<{ regionCode: string; orgCode: string }>,
): Promise<ArchiveContext> {
  const { db, rng } = base;
  const [counties, categories] = await Promise.all([
    hebeiCounties(db),
    db.selectFrom('sysCategory').select(['id', 'pid']).where('id', 'like', 'cat-zy-%').execute(),
  ]);
  const weighted = counties.map((c) => [c, c.name.endsWith('区') ? DISTRICT_WEIGHT : 1] as const);

  const officeByRegion = new Map<string, string>();
  for (const o of offices)
    if (!officeByRegion.has(o.regionCode)) officeByRegion.set(o.regionCode, o.orgCode);
  const parents = new Set(categories.map((c) => c.pid));
  return {
    ...base,
    today: base.now.slice(0, 10),
    counties,
    countyByCode: new Map(counties.map((c) => [c.code, c])),
    pickCounty: () => rng.weighted(weighted),
    officeOf: (code) =>
      officeByRegion.get(code) ?? officeByRegion.get(`${code.slice(0, 4)}00`) ?? null,
    occupationIds: categories.filter((c) => !parents.has(c.id)).map((c) => c.id),
  };
}
