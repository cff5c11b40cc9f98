import { employmentStatus, placementChannel, unemploymentStatus } from '@vets/contracts';
import type { Insertable } from 'kysely';
import { addDays, dateOf, earlier, later } from '../../../db/demo/demo-time.js';
import { newId } from '../../../db/ids.js';
import { PLACEMENT_CLOSE_NOTE } from '../services/placement.js';
import type { ArchivesTables } from '../tables.js';
import type { ArchiveContext } from './archive-context.js';
import { ASSISTANCE_NOTES, TRAINING_WISHES } from './archive-vocabulary.js';
import type { History } from './employment-history.js';
import { audit } from './related-rows.js';
import type { Veteran } from './veteran.js';

type Row<T extends keyof ArchivesTables> = Insertable<ArchivesTables[T]>;

/** The records on the archive's lists: registrations, placements, intentions. */
export interface ListRows {
  unemployment: Row<'arcUnemployment'>[];
  jobResults: Row<'arcJobResult'>[];
  intentions: Row<'arcIntention'>[];
}

const S = employmentStatus.values;
const C = placementChannel.values;
const CHANNELS = [
  [C.jobFair, 30],
  [C.recommend, 30],
  [C.delivery, 25],
  [C.other, 15],
] as const;
const day = (date: string, days: number) => dateOf(addDays(`${date} 00:00:00`, days));

/** A day's office hours, never after now. */
const stampOf = (ctx: ArchiveContext, date: string) =>
  earlier(
    `${date} ${String(ctx.rng.int(8, 17)).padStart(2, '0')}:${String(ctx.rng.int(0, 59)).padStart(2, '0')}:00`,
    ctx.now,
  );

function assistance(ctx: ArchiveContext): string {
  return ctx.rng.sample(['1', '2', '3', '4', '5', '6'], ctx.rng.int(1, 3)).sort().join(',');
}

export function listRows(
  ctx: ArchiveContext,
  v: Veteran,
  h: History,
  archiveId: string,
  sysOrgCode: string | null,
): ListRows {
  const { rng, today } = ctx;
  const out: ListRows = { unemployment: [], jobResults: [], intentions: [] };
  const registration = (
    registerDate: string,
    reason: string,
    status: string,
    closeDate: string | null,
    closeNote: string | null,
  ) => {
    out.unemployment.push({
      id: newId(),
      archiveId,
      registerDate,
      reason,
      assistance: assistance(ctx),
      assistanceNote: rng.pick(ASSISTANCE_NOTES),
      status,
      closeDate,
      closeNote,
      sysOrgCode,
      ...audit(stampOf(ctx, registerDate)),
    });
  };
  const intention = (registerDate: string) => {
    const salaryMin = rng.step(3000, 7000, 500);
    out.intentions.push({
      id: newId(),
      archiveId,
      registerDate,
      intentionCategories: rng.sample(ctx.occupationIds, rng.int(1, 2)).join(',') || null,
      intentionRegions: rng.chance(0.6) ? v.county.code : v.county.cityCode,
      salaryMin,
      salaryMax: salaryMin + rng.step(1000, 3000, 500),
      workNature: rng.chance(0.9) ? '1' : '2',
      trainingWish: rng.pick(TRAINING_WISHES),
      remark: null,
      sysOrgCode,
      ...audit(stampOf(ctx, registerDate)),
    });
  };
  const reason = h.jobs.length ? rng.pick(['2', '3', '4', '5']) : '1';

  if (h.status === S.unemployed) {
    const registerDate = earlier(
      later(day(h.idleSince, rng.int(5, 60)), day(today, -rng.int(10, 700))),
      today,
    );
    registration(registerDate, reason, unemploymentStatus.values.open, null, null);
    intention(registerDate);
  } else if (h.status === S.studying && rng.chance(0.3)) {
    const registerDate = earlier(day(h.idleSince, rng.int(5, 60)), day(today, -40));
    const closeDate = earlier(day(registerDate, rng.int(30, 200)), today);
    registration(
      later(registerDate, h.idleSince),
      reason,
      unemploymentStatus.values.cancelled,
      closeDate,
      '入学深造，本人申请注销',
    );
  }
  const placed = h.jobs.find((j) => j.placed);
  if (placed) {
    const before = h.jobs.at(-2)?.endDate ?? v.dischargeDate;
    const registerDate = later(day(placed.startDate, -rng.int(30, 200)), before);
    if (registerDate < placed.startDate) {
      registration(
        registerDate,
        h.jobs.length > 1 ? reason : '1',
        unemploymentStatus.values.reemployed,
        placed.startDate,
        PLACEMENT_CLOSE_NOTE,
      );
      if (rng.chance(0.5)) intention(registerDate);
    }
    out.jobResults.push({
      id: newId(),
      archiveId,
      employer: placed.employer,
      jobTitle: placed.jobTitle,
      placementDate: placed.startDate,
      monthlySalary: placed.monthlySalary,
      employmentType: placed.employmentType,
      channel: placed.employmentType === '3' ? C.publicWelfare : rng.weighted(CHANNELS),
      deliveryId: null,
      remark: null,
      sysOrgCode,
      ...audit(stampOf(ctx, placed.startDate)),
    });
  }
  return out;
}
