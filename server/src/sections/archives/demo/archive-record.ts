import type { Insertable } from 'kysely';
import { addDays, between, earlier, later } from '../../../db/demo/demo-time.js';
import { newId } from '../../../db/ids.js';
import type { ArchivesTables } from '../tables.js';
import type { ArchiveContext } from './archive-context.js';
import { ROADS } from './archive-vocabulary.js';
import { employmentHistory } from './employment-history.js';
import { type ListRows, listRows } from './list-rows.js';
import { audit, familyRows, skillRows, trainingRows } from './related-rows.js';
import type { Veteran } from './veteran.js';

type Row<T extends keyof ArchivesTables> = Insertable<ArchivesTables[T]>;

/** One veteran's archive with its related records and the records on its lists. */
export interface ArchiveRecord extends ListRows {
  archive: Row<'arcBasic'> & { id: string };
  family: Row<'arcFamily'>[];
  skills: Row<'arcSkill'>[];
  trainings: Row<'arcTraining'>[];
  employment: Row<'arcEmployment'>[];
}

const ETHNICITY = [
  ['01', 94],
  ['03', 2],
  ['11', 3],
  ['02', 1],
] as const;
const POLITICAL = [
  ['01', 45],
  ['03', 15],
  ['13', 40],
] as const;

export function archiveRecord(ctx: ArchiveContext, v: Veteran): ArchiveRecord {
  const { rng, now } = ctx;
  const id = newId();
  const sysOrgCode = ctx.officeOf(v.county.code);
  const history = employmentHistory(ctx, v);
  const lists = listRows(ctx, v, history, id, sysOrgCode);
  // Entered within the last three years, before anything on its lists.
  const from = later(`${v.dischargeDate} 09:00:00`, addDays(now, -1100));
  const firstListed = [...lists.unemployment, ...lists.jobResults, ...lists.intentions]
    .map((r) => r.createTime)
    .sort()[0];
  const createTime = earlier(between(from, now, rng.next()), firstListed ?? now);
  return {
    archive: {
      id,
      realName: v.realName,
      idCard: v.idCard,
      sex: v.male ? '1' : '2',
      birthDate: v.birthDate,
      ethnicity: rng.weighted(ETHNICITY),
      phone: v.phone,
      householdRegion: v.householdRegion,
      residenceRegion: v.county.code,
      address: `${v.county.cityName}${v.county.name}${rng.pick(ROADS)}${rng.int(1, 299)}号`,
      politicalStatus: rng.weighted(POLITICAL),
      education: v.education,
      militaryBranch: v.militaryBranch,
      enlistDate: v.enlistDate,
      dischargeDate: v.dischargeDate,
      dischargeType: v.dischargeType,
      militaryRank: v.militaryRank,
      militarySpecialty: v.militarySpecialty,
      disabilityGrade: rng.chance(0.03) ? String(rng.int(7, 10)) : '0',
      employmentStatus: history.status,
      gridId: null,
      remark: null,
      sysOrgCode,
      ...audit(createTime),
    },
    family: familyRows(ctx, v, id, createTime),
    skills: skillRows(ctx, v, id, createTime),
    trainings: trainingRows(ctx, v, id, createTime),
    employment: history.jobs.map((j) => ({
      id: newId(),
      archiveId: id,
      employer: j.employer,
      jobTitle: j.jobTitle,
      startDate: j.startDate,
      endDate: j.endDate,
      monthlySalary: j.monthlySalary,
      employmentType: j.employmentType,
      arranged: j.placed ? 'Y' : 'N',
      ...audit(createTime),
    })),
    ...lists,
  };
}
