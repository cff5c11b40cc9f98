import type { Kysely } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { CoreTables } from '../../../db/schema.js';
import type { ArchivesTables } from '../tables.js';

/** Member kinds of a frozen figure: an archive on record, a placement, a registration. */
export const MEMBER = { onRecord: 'R', placement: 'P', registration: 'U' } as const;

export type StatisticsTables = {
  arcStatSignOff: {
    id: string;
    regionCode: string;
    periodType: string;
    period: string;
    onRecord: number;
    employed: number;
    unemployed: number;
    placements: number;
    registrations: number;
    signUserId: string;
    signedBy: string;
    signTime: string;
  };
  arcStatSignOffMember: {
    signOffId: string;
    metric: string;
    recordId: string;
    archiveId: string;
    status: string | null;
    recordDate: string | null;
  };
};

export type StatisticsDb = Kysely<CoreTables & ArchivesTables & StatisticsTables>;

export const statisticsDb = (db: Db): StatisticsDb =>
  db.withTables<ArchivesTables & StatisticsTables>();
