import { regionPrefix } from '../../rules/region-codes.js';
import { employmentStatus } from '../archives/index.js';

/** Whom a policy applies to, as its structured fields hold it (empty means anyone). */
export interface PolicyAudience {
  targetEmploymentStatus?: string | null;
  minServiceYears?: number | null;
  maxServiceYears?: number | null;
  targetRegion?: string | null;
  targetDisabilityGrades?: string | null;
  targetDischargeTypes?: string | null;
  forStartUp?: string | null;
  expireDate?: string | null;
}

/** What an archive says of a veteran that policies ask about. */
export interface PolicyPerson {
  employmentStatus: string | null;
  enlistDate: string | null;
  dischargeDate: string | null;
  residenceRegion: string | null;
  householdRegion: string | null;
  disabilityGrade: string | null;
  dischargeType: string | null;
}

/** Names of dictionary values and regions, for the reasons. */
export interface PolicyNames {
  employmentStatus(value: string): string;
  disabilityGrade(value: string): string;
  dischargeType(value: string): string;
  region(code: string): string;
}

export interface PolicyMatch {
  applies: boolean;
  /** One line per condition of the policy, saying how the veteran meets it or not. */
  reasons: Array<{ met: boolean; text: string }>;
}

const START_UP_STATUSES: readonly string[] = [
  employmentStatus.values.startUp,
  employmentStatus.values.selfEmployed,
];

const listOf = (value: string | null | undefined) =>
  (value ?? '').split(',').filter((v) => v !== '');

/** Whole years from enlistment to discharge; null when either date is missing. */
export function serviceYears(enlist: string | null, discharge: string | null): number | null {
  if (!enlist || !discharge) return null;
  const [y1, m1, d1] = enlist.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = discharge.split('-').map(Number) as [number, number, number];
  const years = y2 - y1 - (m2 < m1 || (m2 === m1 && d2 < d1) ? 1 : 0);
  return Number.isFinite(years) && years >= 0 ? years : null;
}

function oneOf(
  wanted: string[],
  value: string | null,
  what: string,
  name: (v: string) => string,
): { met: boolean; text: string } {
  const names = wanted.map(name).join('、');
  if (!value) return { met: false, text: `政策要求${what}为${names}，档案未记录${what}` };
  const met = wanted.includes(value);
  return {
    met,
    text: `${what}为${name(value)}，${met ? '符合' : '不符合'}（政策要求${names}）`,
  };
}

function serviceReason(audience: PolicyAudience, person: PolicyPerson) {
  const min = audience.minServiceYears ?? null;
  const max = audience.maxServiceYears ?? null;
  const wanted =
    min !== null && max !== null
      ? `${min}至${max}年`
      : min !== null
        ? `不少于${min}年`
        : `不超过${max}年`;
  const years = serviceYears(person.enlistDate, person.dischargeDate);
  if (years === null)
    return { met: false, text: `政策要求服役年限${wanted}，档案未记录入伍或退役时间` };
  const met = (min === null || years >= min) && (max === null || years <= max);
  return { met, text: `服役${years}年，${met ? '符合' : '不符合'}（政策要求${wanted}）` };
}

function regionReason(target: string, person: PolicyPerson, names: PolicyNames) {
  const prefix = regionPrefix(target);
  const place = [person.residenceRegion, person.householdRegion].find((r) => r?.startsWith(prefix));
  if (place) return { met: true, text: `常住地或户籍地在${names.region(target)}，符合` };
  return { met: false, text: `常住地和户籍地均不在${names.region(target)}，不符合` };
}

/**
 * Whether a policy applies to a veteran, and why: every condition the policy sets must hold,
 * and the policy must not have expired on `today` ('YYYY-MM-DD').
 */
export function matchPolicy(
  audience: PolicyAudience,
  person: PolicyPerson,
  today: string,
  names: PolicyNames,
): PolicyMatch {
  const reasons: PolicyMatch['reasons'] = [];
  if (audience.expireDate && audience.expireDate < today)
    reasons.push({ met: false, text: `政策已于${audience.expireDate}失效` });
  const statuses = listOf(audience.targetEmploymentStatus);
  if (statuses.length)
    reasons.push(oneOf(statuses, person.employmentStatus, '就业状态', names.employmentStatus));
  if (audience.forStartUp === 'Y') {
    const met = START_UP_STATUSES.includes(person.employmentStatus ?? '');
    reasons.push({
      met,
      text: met ? '正在自主创业或自主经营，符合' : '政策仅适用于创业者，档案未显示正在创业',
    });
  }
  if (audience.minServiceYears != null || audience.maxServiceYears != null)
    reasons.push(serviceReason(audience, person));
  if (audience.targetRegion) reasons.push(regionReason(audience.targetRegion, person, names));
  const grades = listOf(audience.targetDisabilityGrades);
  if (grades.length)
    reasons.push(oneOf(grades, person.disabilityGrade, '伤残等级', names.disabilityGrade));
  const discharges = listOf(audience.targetDischargeTypes);
  if (discharges.length)
    reasons.push(oneOf(discharges, person.dischargeType, '退役方式', names.dischargeType));
  if (!reasons.length) reasons.push({ met: true, text: '政策面向全体退役军人' });
  return { applies: reasons.every((r) => r.met), reasons };
}

/** The policy's conditions as a visitor reads them (适用对象). */
export function describeAudience(audience: PolicyAudience, names: PolicyNames): string[] {
  const lines: string[] = [];
  const statuses = listOf(audience.targetEmploymentStatus);
  if (statuses.length) lines.push(`就业状态：${statuses.map(names.employmentStatus).join('、')}`);
  if (audience.forStartUp === 'Y') lines.push('自主创业或自主经营的退役军人');
  const min = audience.minServiceYears;
  const max = audience.maxServiceYears;
  if (min != null && max != null) lines.push(`服役年限：${min}至${max}年`);
  else if (min != null) lines.push(`服役年限：不少于${min}年`);
  else if (max != null) lines.push(`服役年限：不超过${max}年`);
  if (audience.targetRegion)
    lines.push(`地区：常住地或户籍地在${names.region(audience.targetRegion)}`);
  const grades = listOf(audience.targetDisabilityGrades);
  if (grades.length) lines.push(`伤残等级：${grades.map(names.disabilityGrade).join('、')}`);
  const discharges = listOf(audience.targetDischargeTypes);
  if (discharges.length) lines.push(`退役方式：${discharges.map(names.dischargeType).join('、')}`);
  if (!lines.length) lines.push('全体退役军人');
  return lines;
}
