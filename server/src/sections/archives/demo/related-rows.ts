import type { Insertable } from 'kysely';
import { idCardNumber, mobilePhone } from '../../../db/demo/demo-identifiers.js';
import { addDays, between, dateOf, earlier } from '../../../db/demo/demo-time.js';
import { nameWithSurname, personName } from '../../../db/demo/person-names.js';
import { newId } from '../../../db/ids.js';
import type { ArchivesTables } from '../tables.js';
import type { ArchiveContext } from './archive-context.js';
import { CERTIFICATES, COURSES, FAMILY_WORK_UNITS, INSTITUTIONS } from './archive-vocabulary.js';
import type { Veteran } from './veteran.js';

type Row<T extends keyof ArchivesTables> = Insertable<ArchivesTables[T]>;

const pad = (n: number) => String(n).padStart(2, '0');
const at = (date: string) => `${date} 00:00:00`;
const day = (date: string, days: number) => dateOf(addDays(at(date), days));
const yearOf = (date: string) => Number(date.slice(0, 4));

export const audit = (createTime: string) => ({
  createBy: 'system',
  createTime,
  updateBy: null,
  updateTime: null,
});

/** One to three family members: spouse, a child, a parent. */
export function familyRows(
  ctx: ArchiveContext,
  v: Veteran,
  archiveId: string,
  createTime: string,
): Row<'arcFamily'>[] {
  const { rng, today } = ctx;
  const thisYear = yearOf(today);
  const birthYear = yearOf(v.birthDate);
  const surname = v.realName.slice(0, 1);
  const member = (
    relation: string,
    memberName: string,
    male: boolean,
    year: number,
    adult: boolean,
    workUnit: string | null,
  ): Row<'arcFamily'> => {
    const birth = earlier(`${year}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`, today);
    return {
      id: newId(),
      archiveId,
      relation,
      memberName,
      idCard: rng.chance(0.7) ? idCardNumber(rng, v.householdRegion, birth, male) : null,
      phone: adult ? mobilePhone(rng) : null,
      workUnit,
      ...audit(createTime),
    };
  };
  const rows: Row<'arcFamily'>[] = [];
  const married = thisYear - birthYear >= 25 && rng.chance(0.75);
  if (married) {
    const year = birthYear + rng.int(-2, 3);
    rows.push(
      member('1', personName(rng, !v.male), !v.male, year, true, rng.pick(FAMILY_WORK_UNITS)),
    );
    const childYear = birthYear + rng.int(24, 32);
    if (childYear < thisYear && rng.chance(0.7)) {
      const male = rng.chance(0.5);
      const adult = thisYear - childYear >= 18;
      rows.push(
        member(
          '2',
          nameWithSurname(rng, surname, male),
          male,
          childYear,
          adult,
          adult ? null : '在校学生',
        ),
      );
    }
  }
  if (!rows.length || rng.chance(0.4)) {
    const father = rng.chance(0.5);
    const name = father ? nameWithSurname(rng, surname, true) : personName(rng, false);
    rows.push(
      member(
        father ? '3' : '4',
        name,
        father,
        birthYear - rng.int(22, 30),
        true,
        rng.pick(['务农', '退休', '个体经营']),
      ),
    );
  }
  return rows.slice(0, 3);
}

/** Zero to two certificates obtained since discharge. */
export function skillRows(
  ctx: ArchiveContext,
  v: Veteran,
  archiveId: string,
  createTime: string,
): Row<'arcSkill'>[] {
  const { rng, today } = ctx;
  return rng
    .sample(
      CERTIFICATES,
      rng.weighted([
        [0, 30],
        [1, 45],
        [2, 25],
      ] as const),
    )
    .map(([skillName, level, issuer]) => ({
      id: newId(),
      archiveId,
      skillName,
      level,
      certNo: String(rng.int(1e11, 9e11)),
      issuer: `${v.county.cityName}${issuer}`,
      obtainDate: dateOf(between(at(v.dischargeDate), at(today), rng.next())),
      ...audit(createTime),
    }));
}

/** Zero to two courses since discharge; one still running has no end date yet. */
export function trainingRows(
  ctx: ArchiveContext,
  v: Veteran,
  archiveId: string,
  createTime: string,
): Row<'arcTraining'>[] {
  const { rng, today } = ctx;
  return rng
    .sample(
      COURSES,
      rng.weighted([
        [0, 40],
        [1, 45],
        [2, 15],
      ] as const),
    )
    .map((course) => {
      const startDate = dateOf(between(at(day(v.dischargeDate, 10)), at(today), rng.next()));
      const end = day(startDate, rng.int(5, 60));
      const running = end > today;
      const result = running
        ? '3'
        : rng.weighted([
            ['1', 85],
            ['2', 5],
            ['4', 10],
          ] as const);
      return {
        id: newId(),
        archiveId,
        course,
        institution: `${v.county.cityName}${rng.pick(INSTITUTIONS)}`,
        startDate: earlier(startDate, today),
        endDate: running ? null : end,
        result,
        certificate:
          result === '1' && rng.chance(0.5) ? `${course.replace(/培训.*$/, '')}结业证书` : null,
        ...audit(createTime),
      };
    });
}
