import {
  MATCH_CRITERIA,
  MATCH_CRITERION_LABELS,
  type MatchCriterion,
  type MatchRuleWeights,
  type MatchScore,
} from '@vets/contracts';
import type { PositionFacts, ResumeFacts } from './match-facts.js';

interface Part {
  /** 0 … 1 of the criterion's weight. */
  fraction: number;
  reason: string;
}

/** Same category or an intended parent of it: full; a sibling under the same parent: half. */
function categoryPart(p: PositionFacts, r: ResumeFacts): Part {
  if (!r.categories.length) return { fraction: 0, reason: '未填写意向岗位类别' };
  const same = r.categories.find((c) => c.id === p.categoryId);
  if (same) return { fraction: 1, reason: `意向类别与岗位类别“${p.categoryName}”一致` };
  const parent = r.categories.find((c) => c.id === p.categoryParentId);
  if (parent)
    return { fraction: 1, reason: `意向类别“${parent.name}”包含岗位类别“${p.categoryName}”` };
  const sibling = r.categories.find((c) => p.categoryParentId && c.parentId === p.categoryParentId);
  if (sibling) return { fraction: 0.5, reason: `意向类别“${sibling.name}”与岗位同属一个大类` };
  return { fraction: 0, reason: `岗位类别“${p.categoryName}”不在求职意向内` };
}

const PROVINCE = 2;
const CITY = 4;
/** The part of a region code that names the same province (2) or city (4). */
const sameLevel = (a: string, b: string, digits: number) =>
  a.slice(0, digits) === b.slice(0, digits);
/** A province or city code (trailing zeros) covers every district beneath it. */
function covers(area: string, code: string): boolean {
  if (area === code) return true;
  const level = area.endsWith('0000') ? PROVINCE : area.endsWith('00') ? CITY : 6;
  return level < 6 && sameLevel(area, code, level);
}

/** The intended region covers the workplace: full; the same city: 0.6; the same province: 0.3. */
function regionPart(p: PositionFacts, r: ResumeFacts): Part {
  const wanted = r.regions.length ? r.regions : r.homeRegion ? [r.homeRegion] : [];
  const source = r.regions.length ? '意向地区' : '常住地区';
  if (wanted.some((a) => covers(a, p.regionCode)))
    return { fraction: 1, reason: `${source}包含工作地点` };
  if (wanted.some((a) => sameLevel(a, p.regionCode, CITY)))
    return { fraction: 0.6, reason: `工作地点与${source}同市` };
  if (wanted.some((a) => sameLevel(a, p.regionCode, PROVINCE)))
    return { fraction: 0.3, reason: `工作地点与${source}同省` };
  return { fraction: 0, reason: `工作地点不在${source}所在省份` };
}

function educationPart(p: PositionFacts, r: ResumeFacts): Part {
  if (!p.education) return { fraction: 1, reason: '岗位不限学历' };
  if (!r.education) return { fraction: 0, reason: '未填写学历' };
  return Number(r.education) >= Number(p.education)
    ? { fraction: 1, reason: '学历达到岗位要求' }
    : { fraction: 0, reason: '学历低于岗位要求' };
}

/** How much of the veteran's expected range the position's range reaches. */
function salaryPart(p: PositionFacts, r: ResumeFacts): Part {
  if (r.salaryMin == null && r.salaryMax == null) return { fraction: 1, reason: '未填写期望薪资' };
  if (p.salaryMin == null && p.salaryMax == null) return { fraction: 0.5, reason: '岗位薪资面议' };
  const wantLow = r.salaryMin ?? r.salaryMax!;
  const wantHigh = r.salaryMax ?? wantLow;
  const payLow = p.salaryMin ?? p.salaryMax!;
  const payHigh = p.salaryMax ?? payLow;
  if (payLow >= wantLow) return { fraction: 1, reason: '岗位薪资不低于期望' };
  if (payHigh < wantLow) return { fraction: 0, reason: '岗位最高薪资低于期望最低薪资' };
  if (wantHigh === wantLow) return { fraction: 1, reason: '期望薪资在岗位薪资范围内' };
  const fraction = Math.min(1, (payHigh - wantLow) / (wantHigh - wantLow));
  return { fraction, reason: `岗位薪资覆盖期望区间的${Math.round(fraction * 100)}%` };
}

function experiencePart(p: PositionFacts, r: ResumeFacts): Part {
  if (p.experienceYears <= 0) return { fraction: 1, reason: '岗位不限工作经验' };
  if (r.workYears >= p.experienceYears)
    return { fraction: 1, reason: `工作${r.workYears}年，满足要求` };
  return {
    fraction: r.workYears / p.experienceYears,
    reason: `要求${p.experienceYears}年，实际${r.workYears}年`,
  };
}

function skillPart(p: PositionFacts, r: ResumeFacts): Part {
  if (!p.skillTags.length) return { fraction: 1, reason: '岗位未设技能关键词' };
  const skills = r.skills.map((s) => s.toLowerCase());
  const hits = p.skillTags.filter((tag) => {
    const t = tag.toLowerCase();
    return skills.some((s) => s.includes(t) || t.includes(s));
  });
  if (!hits.length) return { fraction: 0, reason: '技能关键词均未命中' };
  return { fraction: hits.length / p.skillTags.length, reason: `命中：${hits.join('、')}` };
}

function veteranPart(p: PositionFacts): Part {
  return p.veteranPriority
    ? { fraction: 1, reason: '岗位或企业优先招用退役军人' }
    : { fraction: 0, reason: '岗位未设退役军人优先' };
}

const PARTS: Record<MatchCriterion, (p: PositionFacts, r: ResumeFacts) => Part> = {
  category: categoryPart,
  region: regionPart,
  education: educationPart,
  salary: salaryPart,
  experience: experiencePart,
  skill: skillPart,
  veteran: veteranPart,
};

/**
 * Scores a resume against a position with a rule's weights. Points are kept in tenths as
 * integers so the same inputs always give the same total.
 */
export function scoreMatch(rule: MatchRuleWeights, p: PositionFacts, r: ResumeFacts): MatchScore {
  let tenths = 0;
  const breakdown = MATCH_CRITERIA.map((criterion) => {
    const weight = rule.weights[criterion];
    const part = PARTS[criterion](p, r);
    const points = Math.round(weight * part.fraction * 10);
    tenths += points;
    return {
      criterion,
      label: MATCH_CRITERION_LABELS[criterion],
      weight,
      score: points / 10,
      reason: part.reason,
    };
  });
  return { total: tenths / 10, breakdown };
}
