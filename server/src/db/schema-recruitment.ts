import type { Generated } from 'kysely';

interface Audit {
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}
interface Versioned extends Audit {
  version: Generated<number>;
}

export interface ZpCompanyTable extends Versioned {
  id: string;
  companyName: string;
  creditCode: string;
  legalPerson: string | null;
  industry: string | null;
  ownership: string | null;
  scale: string | null;
  regionCode: string;
  address: string | null;
  contactName: string | null;
  contactPhone: string | null;
  veteranPriority: Generated<string>;
  introduction: string | null;
  logo: string | null;
  licenseImage: string | null;
  /** 0 pending, 1 approved, 2 rejected. */
  auditStatus: Generated<string>;
  auditReason: string | null;
  auditTime: string | null;
  sysOrgCode: string | null;
}

export interface ZpCompanyEvaluationTable extends Audit {
  id: string;
  companyId: string;
  evaluatorType: string;
  evaluatorName: string;
  score: number;
  content: string | null;
}

export interface ZpPositionTable extends Versioned {
  id: string;
  title: string;
  companyId: string;
  categoryId: string;
  categoryParentId: string | null;
  industry: string | null;
  headcount: Generated<number>;
  salaryMin: number | null;
  salaryMax: number | null;
  education: string | null;
  experienceYears: Generated<number>;
  ageMin: number | null;
  ageMax: number | null;
  regionCode: string;
  cityCode: string;
  provinceCode: string;
  workAddress: string | null;
  workNature: string | null;
  skillTags: string | null;
  welfareTags: string | null;
  description: string | null;
  veteranPriority: Generated<string>;
  /** 0 draft, 1 published, 2 closed, 3 expired. */
  status: Generated<string>;
  publishTime: string | null;
  expireDate: string;
  viewCount: Generated<number>;
  applyCount: Generated<number>;
  searchText: string | null;
  sysOrgCode: string | null;
}

export interface ZpResumeTable extends Versioned {
  id: string;
  realName: string;
  idCard: string;
  sex: string | null;
  birthDate: string | null;
  phone: string;
  regionCode: string;
  education: string | null;
  major: string | null;
  militaryBranch: string | null;
  serviceYears: number | null;
  militaryRank: string | null;
  militarySpecialty: string | null;
  dischargeDate: string | null;
  workYears: Generated<number>;
  skills: string | null;
  intentionCategories: string | null;
  intentionRegions: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  workNature: string | null;
  selfEvaluation: string | null;
  attachment: string | null;
  visibility: Generated<string>;
  userId: string | null;
  searchText: string | null;
  sysOrgCode: string | null;
}

export interface ZpResumeChildTable extends Audit {
  id: string;
  resumeId: string;
}

export interface ZpResumeEducationTable extends ZpResumeChildTable {
  school: string | null;
  major: string | null;
  education: string | null;
  startDate: string | null;
  endDate: string | null;
}

export interface ZpResumeWorkTable extends ZpResumeChildTable {
  companyName: string | null;
  jobTitle: string | null;
  startDate: string | null;
  endDate: string | null;
  duty: string | null;
}

export interface ZpResumeSkillTable extends ZpResumeChildTable {
  skillName: string | null;
  level: string | null;
  obtainDate: string | null;
}

export interface ZpResumeMatchKeyTable {
  kind: string;
  code: string;
  resumeId: string;
}

export interface ZpResumeFtsTable {
  resumeId: string;
  body: string;
}

export interface ZpDeliveryTable extends Versioned {
  id: string;
  resumeId: string;
  positionId: string;
  companyId: string;
  /** 1 delivered, 2 viewed, 3 interview, 4 hired, 5 rejected. */
  status: Generated<string>;
  deliverTime: string;
  viewTime: string | null;
  interviewTime: string | null;
  resultTime: string | null;
  companyNote: string | null;
  sysOrgCode: string | null;
}

export interface ZpInterviewTable extends Versioned {
  id: string;
  deliveryId: string;
  resumeId: string;
  positionId: string;
  interviewTime: string;
  mode: string;
  place: string | null;
  onlineLink: string | null;
  contactName: string | null;
  contactPhone: string | null;
  status: Generated<string>;
  result: string | null;
  evaluation: string | null;
  sysOrgCode: string | null;
}

export interface ZpJobFairTable extends Versioned {
  id: string;
  title: string;
  fairType: string;
  organizer: string;
  venue: string | null;
  regionCode: string;
  startTime: string;
  endTime: string;
  regDeadline: string | null;
  poster: string | null;
  description: string | null;
  /** 0 draft, 1 published. */
  status: Generated<string>;
  viewCount: Generated<number>;
  sysOrgCode: string | null;
}

export interface ZpFairBoothTable extends Versioned {
  id: string;
  fairId: string;
  companyId: string;
  positionIds: string;
  boothNo: string | null;
  /** 0 pending, 1 approved, 2 rejected. */
  status: Generated<string>;
  auditReason: string | null;
}

export interface ZpFairRegistrationTable extends Audit {
  id: string;
  fairId: string;
  resumeId: string;
  attended: Generated<string>;
  intendedHire: Generated<string>;
}

export interface ZpFavoriteTable {
  id: string;
  userId: string;
  targetType: string;
  targetId: string;
  createTime: string;
}

export interface ZpRecommendRuleTable extends Versioned {
  id: string;
  ruleName: string;
  categoryWeight: number;
  regionWeight: number;
  educationWeight: number;
  salaryWeight: number;
  experienceWeight: number;
  skillWeight: number;
  veteranWeight: number;
  minScore: number;
  active: string;
  remark: string | null;
}

export interface ZpRecommendRecordTable extends Audit {
  id: string;
  resumeId: string;
  positionId: string;
  score: number;
  breakdown: string;
  messageSent: Generated<string>;
}

export interface RecruitmentTables {
  zpCompany: ZpCompanyTable;
  zpCompanyEvaluation: ZpCompanyEvaluationTable;
  zpPosition: ZpPositionTable;
  zpResume: ZpResumeTable;
  zpResumeEducation: ZpResumeEducationTable;
  zpResumeWork: ZpResumeWorkTable;
  zpResumeSkill: ZpResumeSkillTable;
  zpResumeMatchKey: ZpResumeMatchKeyTable;
  zpResumeFts: ZpResumeFtsTable;
  zpDelivery: ZpDeliveryTable;
  zpInterview: ZpInterviewTable;
  zpJobFair: ZpJobFairTable;
  zpFairBooth: ZpFairBoothTable;
  zpFairRegistration: ZpFairRegistrationTable;
  zpFavorite: ZpFavoriteTable;
  zpRecommendRule: ZpRecommendRuleTable;
  zpRecommendRecord: ZpRecommendRecordTable;
}
