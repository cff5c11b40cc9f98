import type { Insertable } from 'kysely';
import { idCardNumber, mobilePhone, unique } from '../../../db/demo/demo-identifiers.js';
import { addDays, dateOf, later, yearsBetween } from '../../../db/demo/demo-time.js';
import { personName } from '../../../db/demo/person-names.js';
import { newId } from '../../../db/ids.js';
import { occupationCategoryId } from '../seed/reference-trees.js';
import type { RecruitmentTables } from '../tables.js';
import { companyName, fillTemplate, shortPlaceName } from './demo-names.js';
import {
  CERTIFICATES,
  COLLEGES,
  MAJORS,
  MILITARY_SPECIALTIES,
  type MilitarySpecialty,
  type OccupationProfile,
  OFFICER_RANKS,
  RANKS_BY_SERVICE,
  SCHOOL_PATTERNS,
  SECTORS,
  SELF_EVALUATIONS,
  UNIVERSITIES,
} from './demo-vocabulary.js';
import type { District, GeneratorContext } from './generator-context.js';

type ResumeRow = Insertable<RecruitmentTables['zpResume']>;
type EducationRow = Insertable<RecruitmentTables['zpResumeEducation']>;
type WorkRow = Insertable<RecruitmentTables['zpResumeWork']>;
type SkillRow = Insertable<RecruitmentTables['zpResumeSkill']>;

export interface ResumeRecord {
  resume: ResumeRow & { id: string; regionCode: string; createTime: string };
  education: EducationRow[];
  work: WorkRow[];
  skills: SkillRow[];
}

interface Person {
  district: District;
  male: boolean;
  birthDate: string;
  education: string;
  major: string | null;
  enlistAge: number;
  serviceYears: number;
  dischargeDate: string;
  specialty: MilitarySpecialty;
  intentions: OccupationProfile[];
}

const BRANCH: ReadonlyArray<readonly [string, number]> = [
  ['1', 50],
  ['2', 8],
  ['3', 10],
  ['4', 6],
  ['5', 2],
  ['6', 2],
  ['7', 3],
  ['8', 6],
  ['9', 13],
];
const EDUCATION: ReadonlyArray<readonly [string, number]> = [
  ['1', 8],
  ['2', 35],
  ['3', 32],
  ['4', 20],
  ['5', 5],
];

const pad = (n: number) => String(n).padStart(2, '0');
const randomDate = (ctx: GeneratorContext, year: number) =>
  `${year}-${pad(ctx.rng.int(1, 12))}-${pad(ctx.rng.int(1, 28))}`;
const audit = (createTime: string) => ({
  createBy: 'system',
  createTime,
  updateBy: null,
  updateTime: null,
});

function servicePeriod(ctx: GeneratorContext, birthYear: number, education: string) {
  const { rng } = ctx;
  const enlistAge = Number(education) >= 3 ? rng.int(20, 23) : rng.int(18, 20);
  const wanted = rng.weighted([
    [2, 40],
    [rng.int(3, 5), 25],
    [rng.int(6, 8), 15],
    [rng.int(9, 12), 12],
    [rng.int(13, 16), 8],
  ] as const);
  const latest = Number(ctx.now.slice(0, 4)) - 1 - birthYear - enlistAge;
  const serviceYears = Math.max(2, Math.min(wanted, latest));
  const year = birthYear + enlistAge + serviceYears;
  const dischargeDate = `${year}-${rng.pick(['09', '12'])}-${pad(rng.int(1, 28))}`;
  return { enlistAge, serviceYears, dischargeDate };
}

function person(ctx: GeneratorContext): Person {
  const { rng } = ctx;
  // Old enough to have enlisted at up to 23 and served two years before last year.
  const birthYear = rng.int(1970, Math.min(2002, Number(ctx.now.slice(0, 4)) - 26));
  const education = rng.weighted(EDUCATION);
  const specialty = rng.pick(MILITARY_SPECIALTIES);
  const related = specialty.occupations
    .map((code) => ctx.occupationByCode.get(code))
    .filter((p): p is OccupationProfile => Boolean(p));
  const intentions = rng.sample(ctx.occupations, rng.int(1, 3));
  if (related.length && rng.chance(0.8)) intentions[0] = rng.pick(related);
  return {
    district: rng.pick(ctx.districts),
    male: rng.chance(0.9),
    birthDate: randomDate(ctx, birthYear),
    education,
    major: Number(education) >= 3 ? rng.pick(MAJORS) : null,
    ...servicePeriod(ctx, birthYear, education),
    specialty,
    intentions: [...new Set(intentions)],
  };
}

function rankOf(ctx: GeneratorContext, p: Person): string {
  if (Number(p.education) >= 4 && ctx.rng.chance(0.15))
    return OFFICER_RANKS[Math.min(OFFICER_RANKS.length - 1, Math.floor(p.serviceYears / 4))]!;
  return RANKS_BY_SERVICE.find(([max]) => p.serviceYears <= max)![1];
}

function intentionCategories(ctx: GeneratorContext, p: Person): string {
  const ids = p.intentions.map((o) => occupationCategoryId(o.code));
  if (ctx.rng.chance(0.1)) {
    const parent = ctx.parentOf(ids[0]!);
    if (parent) ids[0] = parent;
  }
  return [...new Set(ids)].join(',');
}

function intentionRegions(ctx: GeneratorContext, p: Person): string | null {
  const { rng } = ctx;
  if (rng.chance(0.3)) return null;
  const choices = [p.district.cityCode, p.district.code, rng.pick(ctx.cityCodes)];
  return [...new Set(rng.sample(choices, rng.int(1, 2)))].join(',');
}

function expectedSalary(ctx: GeneratorContext) {
  if (ctx.rng.chance(0.15)) return { salaryMin: null, salaryMax: null };
  const salaryMin = ctx.rng.step(3000, 9000, 500);
  return { salaryMin, salaryMax: salaryMin + ctx.rng.step(1000, 4000, 500) };
}

function educationRows(ctx: GeneratorContext, p: Person, id: string, createTime: string) {
  const { rng } = ctx;
  const county = p.district.name;
  const endYear = Number(p.birthDate.slice(0, 4)) + p.enlistAge;
  const level = Number(p.education);
  const school =
    level >= 4
      ? rng.pick(UNIVERSITIES)
      : level === 3
        ? rng.pick(COLLEGES)
        : fillTemplate(rng.pick(SCHOOL_PATTERNS), { county });
  const years = level >= 4 ? 4 : 3;
  const row = (
    school: string,
    major: string | null,
    education: string,
    end: number,
    n: number,
  ) => ({
    id: newId(),
    resumeId: id,
    school,
    major,
    education,
    startDate: `${end - n}-09-01`,
    endDate: `${end}-07-01`,
    ...audit(createTime),
  });
  const rows: EducationRow[] = [row(school, p.major, p.education, endYear, years)];
  if (level >= 3 && rng.chance(0.5))
    rows.unshift(row(fillTemplate(SCHOOL_PATTERNS[0], { county }), null, '2', endYear - years, 3));
  return rows;
}

/** Jobs held since discharge, one after another, the last possibly current. */
function workRows(ctx: GeneratorContext, p: Person, id: string, createTime: string) {
  const { rng, now } = ctx;
  const rows: WorkRow[] = [];
  let start = addDays(`${p.dischargeDate} 00:00:00`, rng.int(30, 180));
  for (let i = rng.int(0, 3); i > 0 && start < now; i--) {
    const end = addDays(start, rng.int(200, 1500));
    const profile = rng.pick(p.intentions);
    const duty = fillTemplate(profile.description, { company: '公司', city: '本地' }).split(
      '，',
    )[0]!;
    rows.push({
      id: newId(),
      resumeId: id,
      companyName: companyName(rng, shortPlaceName(p.district.cityName), rng.pick(SECTORS)),
      jobTitle: rng.pick(profile.titles),
      startDate: dateOf(start),
      endDate: end < now ? dateOf(end) : null,
      duty,
      ...audit(createTime),
    });
    start = addDays(end, rng.int(10, 90));
  }
  return rows;
}

function skillRows(ctx: GeneratorContext, p: Person, id: string, createTime: string) {
  const { rng } = ctx;
  const from = Number(p.birthDate.slice(0, 4)) + 18;
  const to = Number(ctx.now.slice(0, 4)) - 1;
  return rng.sample(CERTIFICATES, rng.int(0, 3)).map(
    ([skillName, level]): SkillRow => ({
      id: newId(),
      resumeId: id,
      skillName,
      level,
      obtainDate: randomDate(ctx, rng.int(Math.min(from, to), to)),
      ...audit(createTime),
    }),
  );
}

/** One synthetic veteran: the resume with its education, work and certificate rows. */
export function resumeRecord(ctx: GeneratorContext, idCards: Set<string>): ResumeRecord {
  const { rng, now } = ctx;
  const p = person(ctx);
  const id = newId();
  const idCard = unique(idCards, () => idCardNumber(rng, p.district.code, p.birthDate, p.male));
  const createTime = later(addDays(now, -rng.next() * 365), `${p.dischargeDate} 10:00:00`);
  const intentionSkills = p.intentions.flatMap((o) => o.skills);
  const skills = [
    ...new Set([
      ...rng.sample(p.specialty.skills, rng.int(1, 2)),
      ...rng.sample(intentionSkills, rng.int(1, 2)),
    ]),
  ];
  const resume: ResumeRecord['resume'] = {
    id,
    realName: personName(rng, p.male),
    idCard,
    sex: p.male ? '1' : '2',
    birthDate: p.birthDate,
    phone: mobilePhone(rng),
    regionCode: p.district.code,
    education: p.education,
    major: p.major,
    militaryBranch: rng.weighted(BRANCH),
    serviceYears: p.serviceYears,
    militaryRank: rankOf(ctx, p),
    militarySpecialty: p.specialty.name,
    dischargeDate: p.dischargeDate,
    workYears: Math.min(20, rng.int(0, Math.max(0, yearsBetween(p.dischargeDate, dateOf(now))))),
    skills: skills.join(','),
    intentionCategories: intentionCategories(ctx, p),
    intentionRegions: intentionRegions(ctx, p),
    ...expectedSalary(ctx),
    workNature: rng.chance(0.92) ? '1' : '2',
    selfEvaluation: rng.sample(SELF_EVALUATIONS, rng.int(1, 2)).join(''),
    attachment: null,
    visibility: rng.chance(0.9) ? '1' : '0',
    userId: null,
    searchText: null,
    sysOrgCode: null,
    ...audit(createTime),
  };
  return {
    resume,
    education: educationRows(ctx, p, id, createTime),
    work: workRows(ctx, p, id, createTime),
    skills: skillRows(ctx, p, id, createTime),
  };
}
