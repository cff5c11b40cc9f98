import type {
  companyEvaluationResource,
  companyResource,
  deliveryResource,
  fairBoothResource,
  fairRegistrationResource,
  interviewResource,
  jobFairResource,
  jobPositionResource,
  recommendRecordResource,
  recommendRuleResource,
  resumeEducationResource,
  resumeResource,
  resumeSkillResource,
  resumeWorkResource,
} from '@vets/contracts';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ResourceRow } from '../../db/resource-row.js';
import type { CoreTables } from '../../db/schema.js';

export interface ZpResumeMatchKeyTable {
  kind: string;
  code: string;
  resumeId: string;
}

export interface ZpResumeFtsTable {
  /** `resumeFtsRow(resumeId)`. */
  rowid: bigint;
  resumeId: string;
  body: string;
}

export interface ZpFavoriteTable {
  id: string;
  userId: string;
  targetType: string;
  targetId: string;
  createTime: string;
}

/** The recruitment tables; resource tables are derived from their definitions. */
export type RecruitmentTables = {
  zpCompany: ResourceRow<typeof companyResource>;
  zpCompanyEvaluation: ResourceRow<typeof companyEvaluationResource>;
  zpPosition: ResourceRow<typeof jobPositionResource> & {
    /** The category's parent, and the region's city and province, for matching. */
    categoryParentId: string | null;
    cityCode: string;
    provinceCode: string;
    searchText: string | null;
  };
  zpResume: ResourceRow<typeof resumeResource> & { searchText: string | null };
  zpResumeEducation: ResourceRow<typeof resumeEducationResource>;
  zpResumeWork: ResourceRow<typeof resumeWorkResource>;
  zpResumeSkill: ResourceRow<typeof resumeSkillResource>;
  zpResumeMatchKey: ZpResumeMatchKeyTable;
  zpResumeFts: ZpResumeFtsTable;
  zpDelivery: ResourceRow<typeof deliveryResource> & { companyId: string; deliverTime: string };
  zpInterview: ResourceRow<typeof interviewResource> & { resumeId: string; positionId: string };
  zpJobFair: ResourceRow<typeof jobFairResource>;
  zpFairBooth: ResourceRow<typeof fairBoothResource>;
  zpFairRegistration: ResourceRow<typeof fairRegistrationResource>;
  zpFavorite: ZpFavoriteTable;
  zpRecommendRule: ResourceRow<typeof recommendRuleResource>;
  zpRecommendRecord: ResourceRow<typeof recommendRecordResource> & { breakdown: string };
};

/** The tables the recruitment section sees: the core tables and its own. */
export type RecruitmentSchema = CoreTables & RecruitmentTables;

export type RecruitmentDb = Kysely<RecruitmentSchema>;

export const recruitmentDb = (db: Db): RecruitmentDb => db.withTables<RecruitmentTables>();
