import { cityOf, provinceOf } from '@vets/contracts';
import type { Insertable } from 'kysely';
import { insertRows } from '../../../db/demo/batch-insert.js';
import { addDays, dateOf, earlier } from '../../../db/demo/demo-time.js';
import { newId } from '../../../db/ids.js';
import { occupationCategoryId } from '../seed/reference-trees.js';
import { positionSearchText } from '../services/position-derived.js';
import type { RecruitmentTables } from '../tables.js';
import { fillTemplate, shortPlaceName, streetAddress } from './demo-names.js';
import { type OccupationProfile, WELFARE_TAGS } from './demo-vocabulary.js';
import type { DemoCompany } from './generate-companies.js';
import type { GeneratorContext } from './generator-context.js';

/** 0 draft, 1 published, 2 closed, 3 expired. */
type PositionStatus = '0' | '1' | '2' | '3';

/** What job fairs and applications need of a position. */
export interface DemoPosition {
  id: string;
  company: DemoCompany;
  cityCode: string;
  status: PositionStatus;
  publishTime: string | null;
  expireDate: string;
}

type PositionRow = Insertable<RecruitmentTables['zpPosition']>;

const STATUS: ReadonlyArray<readonly [PositionStatus, number]> = [
  ['1', 80],
  ['0', 10],
  ['2', 5],
  ['3', 5],
];

/** Publish time and expiry date for a status, relative to now. */
function lifecycle(ctx: GeneratorContext, status: PositionStatus) {
  const { rng, now } = ctx;
  const future = (min: number, max: number) => dateOf(addDays(now, rng.int(min, max)));
  switch (status) {
    case '1':
      return { publishTime: addDays(now, -rng.next() * 60), expireDate: future(30, 120) };
    case '0':
      return { publishTime: null, expireDate: future(30, 120) };
    case '2':
      return { publishTime: addDays(now, -20 - rng.next() * 100), expireDate: future(10, 90) };
    case '3':
      return { publishTime: addDays(now, -90 - rng.next() * 110), expireDate: future(-60, -1) };
  }
}

function profileFor(ctx: GeneratorContext, company: DemoCompany): OccupationProfile {
  const own = company.sector.occupations
    .map((code) => ctx.occupationByCode.get(code))
    .filter((p): p is OccupationProfile => Boolean(p));
  return own.length && ctx.rng.chance(0.85) ? ctx.rng.pick(own) : ctx.rng.pick(ctx.occupations);
}

function salary(ctx: GeneratorContext) {
  const { rng } = ctx;
  if (rng.chance(0.1)) return { salaryMin: null, salaryMax: null };
  const salaryMin = rng.step(3000, 11000, 500);
  return { salaryMin, salaryMax: Math.min(15000, salaryMin + rng.step(500, 5000, 500)) };
}

function ages(ctx: GeneratorContext) {
  const { rng } = ctx;
  if (!rng.chance(0.35)) return { ageMin: null, ageMax: null };
  return { ageMin: rng.pick([18, 20, 22]), ageMax: rng.pick([35, 40, 45, 50, 55]) };
}

function positionRow(ctx: GeneratorContext, company: DemoCompany, status: PositionStatus) {
  const { rng, now } = ctx;
  const profile = profileFor(ctx, company);
  const categoryId = occupationCategoryId(profile.code);
  const title = rng.pick(profile.titles);
  const sameDistrict = rng.chance(0.7);
  const district = sameDistrict
    ? company.district
    : rng.pick(ctx.districtsByCity.get(company.district.cityCode)!);
  const skillTags = rng.sample(profile.skills, rng.int(1, 3)).join(',');
  const welfareTags = rng.sample(WELFARE_TAGS, rng.int(2, 5)).join(',');
  const { publishTime, expireDate } = lifecycle(ctx, status);
  const createTime = publishTime
    ? addDays(publishTime, -rng.next() * 3)
    : addDays(now, -rng.next() * 30);
  const viewCount = publishTime ? Math.floor(rng.next() ** 2 * 800) : 0;
  const position: DemoPosition = {
    id: newId(),
    company,
    cityCode: cityOf(district.code),
    status,
    publishTime,
    expireDate,
  };
  const row: PositionRow = {
    id: position.id,
    title,
    companyId: company.id,
    categoryId,
    categoryParentId: ctx.parentOf(categoryId) ?? null,
    industry: company.industry,
    headcount: rng.int(1, 20),
    ...salary(ctx),
    education: rng.chance(0.3) ? null : rng.pick(['1', '2', '2', '3', '3', '4']),
    experienceYears: rng.weighted([
      [0, 40],
      [1, 20],
      [2, 15],
      [3, 15],
      [5, 10],
    ] as const),
    ...ages(ctx),
    regionCode: district.code,
    cityCode: position.cityCode,
    provinceCode: provinceOf(district.code),
    workAddress: sameDistrict
      ? company.address
      : streetAddress(rng, `${district.cityName}${district.name}`),
    workNature: rng.chance(0.9) ? '1' : '2',
    skillTags,
    welfareTags,
    description: fillTemplate(profile.description, {
      company: company.name,
      city: shortPlaceName(district.cityName),
    }),
    veteranPriority: rng.chance(0.7) ? 'Y' : 'N',
    status,
    publishTime,
    expireDate,
    viewCount,
    applyCount: Math.floor(viewCount * rng.next() * 0.1),
    searchText: positionSearchText({
      title,
      companyName: company.name,
      categoryName: ctx.categoryName.get(categoryId),
      skillTags,
      welfareTags,
    }),
    sysOrgCode: null,
    createBy: 'system',
    createTime: earlier(createTime, now),
    updateBy: status === '0' ? null : 'system',
    updateTime: status === '0' ? null : (publishTime ?? now),
  };
  return { position, row };
}

/**
 * `count` positions: about 80% published, 10% drafts, 5% closed, 5% expired. Only approved
 * companies publish; drafts may belong to any company.
 */
export async function generatePositions(
  ctx: GeneratorContext,
  companies: DemoCompany[],
  count: number,
): Promise<DemoPosition[]> {
  const approved = companies.filter((c) => c.approved);
  if (!approved.length) throw new Error('demo data: no approved company to post positions');
  const positions: DemoPosition[] = [];
  for (let done = 0; done < count; ) {
    const n = Math.min(ctx.batchSize, count - done);
    const batch = Array.from({ length: n }, () => {
      const status = ctx.rng.weighted(STATUS);
      const company = ctx.rng.pick(status === '0' ? companies : approved);
      return positionRow(ctx, company, status);
    });
    await ctx.db.transaction().execute((trx) =>
      insertRows(
        trx,
        'zpPosition',
        batch.map((b) => b.row),
        ctx.batchSize,
      ),
    );
    positions.push(...batch.map((b) => b.position));
    done += n;
    ctx.progress('positions', done);
  }
  return positions;
}
