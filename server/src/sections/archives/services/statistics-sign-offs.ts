import {
  EMPLOYED_STATUSES,
  employmentStatus,
  type PeriodRange,
  type PeriodType,
} from '@vets/contracts';
import type { Db } from '../../../db/database.js';
import { newId } from '../../../db/ids.js';
import { type Counts, prefixRange } from './statistics-counts.js';
import { MEMBER, type StatisticsTables, statisticsDb } from './statistics-tables.js';

export type SignOffRow = StatisticsTables['arcStatSignOff'];
type MemberRow = StatisticsTables['arcStatSignOffMember'];

/** Member rows written per statement: well under SQLite's bound-parameter limit. */
const BATCH = 500;

/** The sign-offs of the counties inside `prefix` for these periods, by county then period. */
export async function signOffsIn(
  db: Db,
  prefix: string,
  periodType: PeriodType,
  periods: string[],
): Promise<Map<string, Map<string, SignOffRow>>> {
  const [from, to] = prefixRange(prefix);
  const rows = await statisticsDb(db)
    .selectFrom('arcStatSignOff')
    .selectAll()
    .where('regionCode', '>=', from)
    .where('regionCode', '<', to)
    .where('periodType', '=', periodType)
    .where('period', 'in', periods)
    .execute();
  const out = new Map<string, Map<string, SignOffRow>>();
  for (const r of rows) {
    const byPeriod = out.get(r.regionCode) ?? new Map<string, SignOffRow>();
    byPeriod.set(r.period, r);
    out.set(r.regionCode, byPeriod);
  }
  return out;
}

export const countsOf = (s: SignOffRow): Counts => ({
  onRecord: Number(s.onRecord),
  employed: Number(s.employed),
  unemployed: Number(s.unemployed),
  placements: Number(s.placements),
  registrations: Number(s.registrations),
});

/** Every archive on record, placement and registration of one county in one period. */
async function membersOf(db: Db, county: string, range: PeriodRange): Promise<MemberRow[]> {
  const sdb = statisticsDb(db);
  const [from, to] = prefixRange(county);
  const archives = await sdb
    .selectFrom('arcBasic')
    .select(['id', 'employmentStatus'])
    .where('residenceRegion', '>=', from)
    .where('residenceRegion', '<', to)
    .where('createTime', '<', range.endExclusive)
    .execute();
  const placements = await sdb
    .selectFrom('arcJobResult as r')
    .innerJoin('arcBasic as b', 'b.id', 'r.archiveId')
    .select(['r.id', 'b.id as archiveId', 'r.placementDate as date'])
    .where('r.placementDate', '>=', range.start)
    .where('r.placementDate', '<', range.endExclusive)
    .where('b.residenceRegion', '>=', from)
    .where('b.residenceRegion', '<', to)
    .execute();
  const registrations = await sdb
    .selectFrom('arcUnemployment as r')
    .innerJoin('arcBasic as b', 'b.id', 'r.archiveId')
    .select(['r.id', 'b.id as archiveId', 'r.registerDate as date'])
    .where('r.registerDate', '>=', range.start)
    .where('r.registerDate', '<', range.endExclusive)
    .where('b.residenceRegion', '>=', from)
    .where('b.residenceRegion', '<', to)
    .execute();
  const dated = (metric: string, rows: typeof placements): MemberRow[] =>
    rows.map((r) => ({
      signOffId: '',
      metric,
      recordId: r.id,
      archiveId: r.archiveId,
      status: null,
      recordDate: r.date,
    }));
  return [
    ...archives.map((a) => ({
      signOffId: '',
      metric: MEMBER.onRecord,
      recordId: a.id,
      archiveId: a.id,
      status: a.employmentStatus,
      recordDate: null,
    })),
    ...dated(MEMBER.placement, placements),
    ...dated(MEMBER.registration, registrations),
  ];
}

function countMembers(members: MemberRow[]): Counts {
  const c = { onRecord: 0, employed: 0, unemployed: 0, placements: 0, registrations: 0 };
  for (const m of members) {
    if (m.metric === MEMBER.placement) c.placements++;
    else if (m.metric === MEMBER.registration) c.registrations++;
    else {
      c.onRecord++;
      if (EMPLOYED_STATUSES.includes(m.status ?? '')) c.employed++;
      else if (m.status === employmentStatus.values.unemployed) c.unemployed++;
    }
  }
  return c;
}

export interface SignOffInput {
  county: string;
  periodType: PeriodType;
  period: string;
  range: PeriodRange;
  userId: string;
  signedBy: string;
  now: string;
}

/**
 * Freezes one county's figures: the sign-off row and its members, in one transaction. The
 * unique (county, period) key makes a concurrent second sign-off fail; the caller answers 409.
 */
export async function writeSignOff(db: Db, input: SignOffInput): Promise<SignOffRow> {
  return db.transaction().execute(async (trx) => {
    const members = await membersOf(trx, input.county, input.range);
    const id = newId();
    const row: SignOffRow = {
      id,
      regionCode: input.county,
      periodType: input.periodType,
      period: input.period,
      ...countMembers(members),
      signUserId: input.userId,
      signedBy: input.signedBy,
      signTime: input.now,
    };
    const sdb = statisticsDb(trx);
    await sdb.insertInto('arcStatSignOff').values(row).execute();
    for (let i = 0; i < members.length; i += BATCH) {
      const batch = members.slice(i, i + BATCH).map((m) => ({ ...m, signOffId: id }));
      await sdb.insertInto('arcStatSignOffMember').values(batch).execute();
    }
    return row;
  });
}

export async function findSignOff(
  db: Db,
  county: string,
  periodType: PeriodType,
  period: string,
): Promise<SignOffRow | undefined> {
  return statisticsDb(db)
    .selectFrom('arcStatSignOff')
    .selectAll()
    .where('regionCode', '=', county)
    .where('periodType', '=', periodType)
    .where('period', '=', period)
    .executeTakeFirst();
}

export async function deleteSignOff(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const sdb = statisticsDb(trx);
    await sdb.deleteFrom('arcStatSignOffMember').where('signOffId', '=', id).execute();
    await sdb.deleteFrom('arcStatSignOff').where('id', '=', id).execute();
  });
}
