import type {
  contestCriterionResource,
  contestEditionResource,
  contestEntryResource,
  contestPanelResource,
  entrepreneurResource,
  judgeResource,
  mentorResource,
  projectResource,
  supportResource,
} from '@vets/contracts';
import type { Kysely } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { ResourceRow } from '../../../db/resource-row.js';
import type { CoreTables } from '../../../db/schema.js';

type OrgScoped = { sysOrgCode: string | null };

/** A judge's score of one criterion of one entry (written by 录入评分 only). */
export interface ContestScoreTable {
  id: string;
  editionId: string;
  judgeId: string;
  entryId: string;
  criterionId: string;
  score: number;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

/** The ranking 计算排名 last stored for an edition, as JSON. */
export interface ContestResultTable {
  editionId: string;
  result: string;
  computedBy: string | null;
  computedTime: string;
}

/** The start-up tables; resource tables are derived from their definitions. */
export type StartupTables = {
  cyEntrepreneur: ResourceRow<typeof entrepreneurResource> & OrgScoped;
  cySupport: ResourceRow<typeof supportResource>;
  cyProject: ResourceRow<typeof projectResource> & OrgScoped;
  cyMentor: ResourceRow<typeof mentorResource>;
  cyJudge: ResourceRow<typeof judgeResource> & OrgScoped;
  cyContest: ResourceRow<typeof contestEditionResource> & OrgScoped;
  cyContestCriterion: ResourceRow<typeof contestCriterionResource>;
  cyContestPanel: ResourceRow<typeof contestPanelResource>;
  cyContestEntry: ResourceRow<typeof contestEntryResource>;
  cyContestScore: ContestScoreTable;
  cyContestResult: ContestResultTable;
};

export type StartupDb = Kysely<CoreTables & StartupTables>;

export const startupDb = (db: Db): StartupDb => db.withTables<StartupTables>();
