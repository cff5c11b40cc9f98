import { employmentStatus } from '@vets/contracts';
import { addDays, between, dateOf, earlier, later } from '../../../db/demo/demo-time.js';
import type { ArchiveContext } from './archive-context.js';
import { BRAND_FIRST, BRAND_SECOND, EMPLOYER_SUFFIXES, JOB_TITLES } from './archive-vocabulary.js';
import type { Veteran } from './veteran.js';

export interface Job {
  employer: string;
  jobTitle: string;
  startDate: string;
  endDate: string | null;
  monthlySalary: number;
  employmentType: string;
  /** Placed by the service within the last 24 months: a job result records it. */
  placed: boolean;
}

/** What a veteran did since discharge: jobs held, the one they hold now, their status. */
export interface History {
  status: string;
  jobs: Job[];
  /** The day their last job ended (or their discharge) when they have none now. */
  idleSince: string;
}

const S = employmentStatus.values;
const WORKING: readonly string[] = [S.employed, S.selfEmployed, S.startUp];
const SEEKER_STATUS = [
  [S.unemployed, 45],
  [S.employed, 35],
  [S.selfEmployed, 5],
  [S.startUp, 5],
  [S.studying, 5],
  [S.other, 5],
] as const;
const STATUS = [
  [S.employed, 48],
  [S.selfEmployed, 11],
  [S.startUp, 11],
  [S.unemployed, 20],
  [S.studying, 5],
  [S.other, 5],
] as const;
/** The 就业形式 of a current job, by status. */
const TYPE_OF_STATUS: Record<string, ReadonlyArray<readonly [string, number]>> = {
  [S.employed]: [
    ['1', 75],
    ['2', 15],
    ['3', 10],
  ],
  [S.selfEmployed]: [['5', 1]],
  [S.startUp]: [['4', 1]],
};

const at = (date: string) => `${date} 00:00:00`;
const day = (date: string, days: number) => dateOf(addDays(at(date), days));

function employer(ctx: ArchiveContext, v: Veteran, type: string): string {
  const { rng } = ctx;
  const place = v.county.cityName.replace(/市$/, '') || v.county.name;
  const first = rng.pick(BRAND_FIRST);
  const second = rng.pick(BRAND_SECOND);
  if (type === '3') return `${v.county.name}${rng.pick(EMPLOYER_SUFFIXES['3']!)}`;
  if (type === '5') return `${v.county.name}${first}${second}${rng.pick(EMPLOYER_SUFFIXES['5']!)}`;
  return `${place}${first}${second}${rng.pick(EMPLOYER_SUFFIXES[type]!)}`;
}

function job(
  ctx: ArchiveContext,
  v: Veteran,
  type: string,
  startDate: string,
  endDate: string | null,
): Job {
  const { rng } = ctx;
  return {
    employer: employer(ctx, v, type),
    jobTitle: rng.pick(JOB_TITLES[type]!),
    startDate,
    endDate,
    monthlySalary: type === '3' ? rng.step(2200, 3200, 100) : rng.step(3000, 9000, 500),
    employmentType: type,
    placed: false,
  };
}

/** Past jobs, one after another, all ended before `until`. */
function pastJobs(ctx: ArchiveContext, v: Veteran, until: string): Job[] {
  const { rng } = ctx;
  const jobs: Job[] = [];
  let start = day(v.dischargeDate, rng.int(30, 180));
  for (let n = rng.int(0, 2); n > 0 && start < day(until, -200); n--) {
    const end = earlier(day(start, rng.int(200, 1500)), day(until, -30));
    jobs.push(
      job(
        ctx,
        v,
        rng.weighted([
          ['1', 80],
          ['2', 20],
        ] as const),
        start,
        end,
      ),
    );
    start = day(end, rng.int(10, 90));
  }
  return jobs;
}

/** The veteran's status and jobs; every date lies between discharge and today. */
export function employmentHistory(ctx: ArchiveContext, v: Veteran): History {
  const { rng, today } = ctx;
  const status = rng.weighted(v.hasResume ? SEEKER_STATUS : STATUS);
  const firstDay = day(v.dischargeDate, 15);
  if (!WORKING.includes(status)) {
    const jobs = pastJobs(ctx, v, today);
    return { status, jobs, idleSince: jobs.at(-1)?.endDate ?? v.dischargeDate };
  }
  const placed = status === S.employed && rng.chance(0.4);
  const wanted = placed
    ? day(today, -rng.int(20, 700))
    : dateOf(between(at(firstDay), at(today), rng.next()));
  const start = earlier(later(wanted, firstDay), today);
  const current = job(ctx, v, rng.weighted(TYPE_OF_STATUS[status]!), start, null);
  current.placed = placed;
  return { status, jobs: [...pastJobs(ctx, v, start), current], idleSince: start };
}
