import type { MatchRuleWeights } from '@vets/contracts';
import { cityOf, isProvinceCode, yesNo } from '@vets/contracts';
import { notFound } from '../../../core/errors.js';
import type { RecruitmentDb } from '../tables.js';
import { type PositionFacts, type ResumeFacts, splitWords } from './match-facts.js';

interface ActiveRule extends MatchRuleWeights {
  name: string;
}

/** The active recommendation rule; the newest when several are flagged. */
export async function activeRule(db: RecruitmentDb): Promise<ActiveRule> {
  const r = await db
    .selectFrom('zpRecommendRule')
    .selectAll()
    .where('active', '=', yesNo.values.yes)
    .orderBy('updateTime', 'desc')
    .orderBy('createTime', 'desc')
    .executeTakeFirst();
  if (!r) throw notFound('没有启用的推荐规则，请先在“推荐规则”中启用一条');
  return {
    name: r.ruleName,
    minScore: r.minScore,
    weights: {
      category: r.categoryWeight,
      region: r.regionWeight,
      education: r.educationWeight,
      salary: r.salaryWeight,
      experience: r.experienceWeight,
      skill: r.skillWeight,
      veteran: r.veteranWeight,
    },
  };
}

export type CategoryMap = Map<string, { pid: string | null; name: string }>;

/** Every category with its parent and name (a few hundred rows), read once per ranking. */
export async function categoryMap(db: RecruitmentDb): Promise<CategoryMap> {
  const rows = await db.selectFrom('sysCategory').select(['id', 'pid', 'name']).execute();
  return new Map(rows.map((r) => [r.id, { pid: r.pid, name: r.name }]));
}

const POSITION_COLUMNS = [
  'p.id',
  'p.title',
  'p.categoryId',
  'p.categoryParentId',
  'p.regionCode',
  'p.education',
  'p.salaryMin',
  'p.salaryMax',
  'p.experienceYears',
  'p.skillTags',
  'p.veteranPriority',
  'c.companyName',
  'c.veteranPriority as companyPriority',
] as const;

export function positionQuery(db: RecruitmentDb) {
  return db
    .selectFrom('zpPosition as p')
    .innerJoin('zpCompany as c', 'c.id', 'p.companyId')
    .select(POSITION_COLUMNS);
}

type PositionRow = Awaited<ReturnType<ReturnType<typeof positionQuery>['execute']>>[number];

export function positionFacts(row: PositionRow, categories: CategoryMap): PositionFacts {
  return {
    id: row.id,
    categoryId: row.categoryId,
    categoryParentId: row.categoryParentId,
    categoryName: categories.get(row.categoryId)?.name ?? '',
    regionCode: row.regionCode,
    education: row.education,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    experienceYears: row.experienceYears,
    skillTags: splitWords(row.skillTags),
    veteranPriority:
      row.veteranPriority === yesNo.values.yes || row.companyPriority === yesNo.values.yes,
  };
}

const RESUME_COLUMNS = [
  'id',
  'realName',
  'regionCode',
  'education',
  'salaryMin',
  'salaryMax',
  'workYears',
  'skills',
  'militarySpecialty',
  'intentionCategories',
  'intentionRegions',
] as const;

export function resumeQuery(db: RecruitmentDb) {
  return db.selectFrom('zpResume').select(RESUME_COLUMNS);
}

type ResumeRow = Awaited<ReturnType<ReturnType<typeof resumeQuery>['execute']>>[number];

/** Skill certificates per resume, for the skill criterion. */
export async function certificatesOf(
  db: RecruitmentDb,
  resumeIds: string[],
): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  for (let i = 0; i < resumeIds.length; i += 5000) {
    const rows = await db
      .selectFrom('zpResumeSkill')
      .select(['resumeId', 'skillName'])
      .where('resumeId', 'in', resumeIds.slice(i, i + 5000))
      .execute();
    for (const r of rows)
      if (r.skillName) map.set(r.resumeId, [...(map.get(r.resumeId) ?? []), r.skillName]);
  }
  return map;
}

export function resumeFacts(
  row: ResumeRow,
  categories: CategoryMap,
  certificates: string[],
): ResumeFacts {
  return {
    id: row.id,
    categories: splitWords(row.intentionCategories).map((id) => ({
      id,
      parentId: categories.get(id)?.pid ?? null,
      name: categories.get(id)?.name ?? id,
    })),
    regions: splitWords(row.intentionRegions),
    homeRegion: row.regionCode,
    education: row.education,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    workYears: row.workYears,
    skills: [...splitWords(row.skills), ...splitWords(row.militarySpecialty), ...certificates],
  };
}

/** The narrowing conditions a resume finds positions by. */
export function resumeKeys(r: ResumeFacts) {
  const categoryIds = r.categories.map((c) => c.id);
  const parentIds = r.categories.map((c) => c.parentId).filter((p): p is string => Boolean(p));
  const regions = r.regions.length ? r.regions : [r.homeRegion];
  return {
    categoryIds,
    familyIds: [...new Set([...categoryIds, ...parentIds])],
    cities: [...new Set(regions.filter((c) => !isProvinceCode(c)).map(cityOf))],
    provinces: [...new Set(regions.filter(isProvinceCode))],
  };
}
