import {
  companyOwnership,
  companyScale,
  education,
  fairType,
  type PortalCompanyCard,
  type PortalJobFairCard,
  type PortalPositionCard,
  workNature,
} from '@vets/contracts';
import type { AppContext } from '../../core/app-context.js';
import { type DictLookup, dictText } from '../../core/resource/dict-lookup.js';
import { type RecruitmentDb, recruitmentDb } from './tables.js';

const PORTAL_DICTS = [education, workNature, companyOwnership, companyScale, fairType].map(
  (dict) => dict.code,
);

export const portalDicts = (ctx: AppContext) => ctx.dictCache.lookup(PORTAL_DICTS);

/**
 * Positions a visitor may see: published, not past their expiry date, of an approved company.
 * Every portal read of positions starts here, so the approval gate cannot be forgotten.
 */
export function visiblePositions(db: RecruitmentDb, today: string) {
  return db
    .selectFrom('zpPosition as p')
    .innerJoin('zpCompany as c', 'c.id', 'p.companyId')
    .leftJoin('sysCategory as cat', 'cat.id', 'p.categoryId')
    .leftJoin('sysArea as a', 'a.code', 'p.regionCode')
    .where('p.status', '=', '1')
    .where('p.expireDate', '>=', today)
    .where('c.auditStatus', '=', '1');
}

export const POSITION_CARD_COLUMNS = [
  'p.id',
  'p.title',
  'p.companyId',
  'c.companyName',
  'cat.name as categoryName',
  'p.regionCode',
  'a.name as regionName',
  'p.salaryMin',
  'p.salaryMax',
  'p.education',
  'p.experienceYears',
  'p.headcount',
  'p.welfareTags',
  'p.veteranPriority',
  'p.publishTime',
  'p.expireDate',
] as const;

type CardRow = Omit<PortalPositionCard, 'educationText' | 'categoryName' | 'regionName'> & {
  categoryName: string | null;
  regionName: string | null;
};

export function positionCard(row: CardRow, dicts: DictLookup): PortalPositionCard {
  return {
    id: row.id,
    title: row.title,
    companyId: row.companyId,
    companyName: row.companyName,
    categoryName: row.categoryName ?? '',
    regionCode: row.regionCode,
    regionName: row.regionName ?? '',
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    education: row.education,
    educationText: row.education ? dictText(dicts.get(education.code), row.education) : '不限',
    experienceYears: row.experienceYears,
    headcount: row.headcount,
    welfareTags: row.welfareTags,
    veteranPriority: row.veteranPriority,
    publishTime: row.publishTime,
    expireDate: row.expireDate,
  };
}

/** Approved companies only. */
export function visibleCompanies(db: RecruitmentDb) {
  return db
    .selectFrom('zpCompany as c')
    .leftJoin('sysCategory as cat', 'cat.id', 'c.industry')
    .leftJoin('sysArea as a', 'a.code', 'c.regionCode')
    .where('c.auditStatus', '=', '1');
}

export const COMPANY_CARD_COLUMNS = [
  'c.id',
  'c.companyName',
  'cat.name as industryName',
  'c.ownership',
  'c.scale',
  'c.regionCode',
  'a.name as regionName',
  'c.logo',
  'c.veteranPriority',
] as const;

export async function companyCards(
  ctx: AppContext,
  rows: Array<{
    id: string;
    companyName: string;
    industryName: string | null;
    ownership: string | null;
    scale: string | null;
    regionCode: string;
    regionName: string | null;
    logo: string | null;
    veteranPriority: string;
  }>,
  today: string,
): Promise<PortalCompanyCard[]> {
  const dicts = await portalDicts(ctx);
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await visiblePositions(recruitmentDb(ctx.db), today)
        .select(['p.companyId', (eb) => eb.fn.countAll<number>().as('n')])
        .where('p.companyId', 'in', ids)
        .groupBy('p.companyId')
        .execute()
    : [];
  const countOf = new Map(counts.map((c) => [c.companyId, Number(c.n)]));
  return rows.map((r) => ({
    id: r.id,
    companyName: r.companyName,
    industryName: r.industryName ?? '',
    ownershipText: dictText(dicts.get(companyOwnership.code), r.ownership),
    scaleText: dictText(dicts.get(companyScale.code), r.scale),
    regionCode: r.regionCode,
    regionName: r.regionName ?? '',
    logo: r.logo,
    veteranPriority: r.veteranPriority,
    positionCount: countOf.get(r.id) ?? 0,
  }));
}

/** Published fairs, with their approved booths' companies and positions counted. */
export function visibleFairs(db: RecruitmentDb) {
  return db
    .selectFrom('zpJobFair as f')
    .leftJoin('sysArea as a', 'a.code', 'f.regionCode')
    .where('f.status', '=', '1');
}

export const FAIR_CARD_COLUMNS = [
  'f.id',
  'f.title',
  'f.fairType',
  'f.organizer',
  'f.venue',
  'a.name as regionName',
  'f.startTime',
  'f.endTime',
  'f.regDeadline',
  'f.poster',
] as const;

export async function fairCards(
  ctx: AppContext,
  rows: Array<{
    id: string;
    title: string;
    fairType: string;
    organizer: string;
    venue: string | null;
    regionName: string | null;
    startTime: string;
    endTime: string;
    regDeadline: string | null;
    poster: string | null;
  }>,
): Promise<PortalJobFairCard[]> {
  const dicts = await portalDicts(ctx);
  const ids = rows.map((r) => r.id);
  const booths = ids.length
    ? await recruitmentDb(ctx.db)
        .selectFrom('zpFairBooth')
        .select(['fairId', 'positionIds'])
        .where('fairId', 'in', ids)
        .where('status', '=', '1')
        .execute()
    : [];
  return rows.map((r) => {
    const own = booths.filter((b) => b.fairId === r.id);
    return {
      ...r,
      regionName: r.regionName ?? '',
      fairTypeText: dictText(dicts.get(fairType.code), r.fairType),
      companyCount: own.length,
      positionCount: own.reduce((n, b) => n + b.positionIds.split(',').filter(Boolean).length, 0),
    };
  });
}
