import { idCardBirthDate, idCardSex } from '@vets/contracts';
import { idCardNumber, mobilePhone, unique } from '../../../db/demo/demo-identifiers.js';
import { addDays, dateOf, earlier } from '../../../db/demo/demo-time.js';
import { personName } from '../../../db/demo/person-names.js';
import type { ResumePerson } from '../../recruitment/index.js';
import type { ArchiveContext, County } from './archive-context.js';
import { ENLISTED_RANKS, MILITARY_SPECIALTIES, OFFICER_RANKS } from './archive-vocabulary.js';

/** Who a veteran is and how they served: the archive's identity and service parts. */
export interface Veteran {
  idCard: string;
  realName: string;
  male: boolean;
  birthDate: string;
  phone: string | null;
  county: County;
  householdRegion: string;
  education: string;
  militaryBranch: string;
  enlistDate: string;
  dischargeDate: string;
  militaryRank: string;
  militarySpecialty: string;
  dischargeType: string;
  /** Their resume is in recruitment: they are looking for work more often. */
  hasResume: boolean;
}

const EDUCATION = [
  ['1', 8],
  ['2', 35],
  ['3', 32],
  ['4', 20],
  ['5', 5],
] as const;
const BRANCH = [
  ['1', 50],
  ['2', 8],
  ['3', 10],
  ['4', 6],
  ['7', 3],
  ['8', 8],
  ['9', 15],
] as const;
const ENLISTED_DISCHARGE = [
  ['1', 80],
  ['2', 10],
  ['4', 5],
  ['9', 5],
] as const;
const OFFICER_DISCHARGE = [
  ['5', 50],
  ['3', 35],
  ['1', 15],
] as const;

const pad = (n: number) => String(n).padStart(2, '0');
/** `date` moved by whole years (29 Feb never occurs: days stop at 28). */
const plusYears = (date: string, years: number) =>
  `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

function enlistedRank(serviceYears: number): string {
  return ENLISTED_RANKS.find(([max]) => serviceYears <= max)![1];
}

/** A veteran drawn at random, born 1965–2003, discharged before today. */
export function randomVeteran(ctx: ArchiveContext, seen: Set<string>): Veteran {
  const { rng, today } = ctx;
  const county = ctx.pickCounty();
  const male = rng.chance(0.92);
  const birthYear = rng.int(1965, 2003);
  const birthDate = `${birthYear}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
  const education = rng.weighted(EDUCATION);
  const officer = Number(education) >= 4 && rng.chance(0.2);
  const enlistAge = Number(education) >= 3 ? rng.int(19, 22) : rng.int(18, 20);
  const enlistDate = `${birthYear + enlistAge}-${rng.pick(['03', '09'])}-${pad(rng.int(1, 28))}`;
  const wanted = officer
    ? rng.int(8, 24)
    : rng.weighted([
        [2, 45],
        [rng.int(3, 5), 25],
        [rng.int(6, 8), 15],
        [rng.int(9, 16), 15],
      ] as const);
  // Discharged at least a month ago, after two years' service at the least.
  const latest = dateOf(addDays(`${today} 00:00:00`, -30));
  const dischargeDate = earlier(plusYears(enlistDate, wanted), latest);
  const serviceYears = Math.max(
    0,
    Number(dischargeDate.slice(0, 4)) - Number(enlistDate.slice(0, 4)),
  );
  const idCard = unique(seen, () => idCardNumber(rng, county.code, birthDate, male));
  return {
    idCard,
    realName: personName(rng, male),
    male,
    birthDate,
    phone: mobilePhone(rng),
    county,
    householdRegion: rng.chance(0.9) ? county.code : rng.pick(ctx.counties).code,
    education,
    militaryBranch: rng.weighted(BRANCH),
    enlistDate: earlier(enlistDate, dischargeDate),
    dischargeDate,
    militaryRank: officer
      ? OFFICER_RANKS[Math.min(OFFICER_RANKS.length - 1, Math.floor(serviceYears / 5))]!
      : enlistedRank(serviceYears),
    militarySpecialty: rng.pick(MILITARY_SPECIALTIES),
    dischargeType: rng.weighted(officer ? OFFICER_DISCHARGE : ENLISTED_DISCHARGE),
    hasResume: false,
  };
}

/** The veteran a recruitment resume describes: the same number, name, phone and region. */
export function resumeVeteran(ctx: ArchiveContext, p: ResumePerson, seen: Set<string>): Veteran {
  const { rng } = ctx;
  seen.add(p.idCard);
  const drawn = randomVeteran(ctx, new Set());
  const county = ctx.countyByCode.get(p.regionCode) ?? { ...drawn.county, code: p.regionCode };
  const dischargeDate = p.dischargeDate ?? drawn.dischargeDate;
  const enlistDate = plusYears(dischargeDate, -Math.max(2, p.serviceYears ?? 2));
  return {
    ...drawn,
    idCard: p.idCard,
    realName: p.realName,
    male: idCardSex(p.idCard) === '1',
    birthDate: idCardBirthDate(p.idCard) ?? drawn.birthDate,
    phone: p.phone,
    county,
    householdRegion: p.idCard.slice(0, 6),
    education: p.education ?? drawn.education,
    militaryBranch: p.militaryBranch ?? drawn.militaryBranch,
    enlistDate,
    dischargeDate,
    militaryRank: p.militaryRank ?? enlistedRank(Math.max(2, p.serviceYears ?? 2)),
    militarySpecialty: p.militarySpecialty ?? drawn.militarySpecialty,
    dischargeType: rng.weighted(ENLISTED_DISCHARGE),
    hasResume: true,
  };
}
