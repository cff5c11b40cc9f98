import {
  companyEvaluationResource,
  companyResource,
  deliveryResource,
  fairBoothResource,
  fairRegistrationResource,
  interviewResource,
  jobFairResource,
  jobPositionResource,
  RECRUITMENT_DICTS,
  recommendRecordResource,
  recommendRuleResource,
  resumeEducationResource,
  resumeResource,
  resumeSkillResource,
  resumeWorkResource,
} from '@vets/contracts';
import { defineSection } from '../../core/section.js';
import { seedDemoRecruitment } from './demo/seed-demo.js';
import * as m0015 from './migrations/0015-recruitment.js';
import * as m0018 from './migrations/0018-recruitment-resource-pages.js';
import * as m0019 from './migrations/0019-resume-fts-rows.js';
import * as m0023 from './migrations/0023-resume-archive.js';
import { companyHooks } from './resources/company.hooks.js';
import { deliveryHooks } from './resources/delivery.hooks.js';
import { interviewHooks } from './resources/interview.hooks.js';
import { boothHooks, fairHooks } from './resources/job-fair.hooks.js';
import { positionHooks } from './resources/position.hooks.js';
import { recommendRuleHooks } from './resources/recommend-rule.hooks.js';
import { resumeChildHooks, resumeHooks } from './resources/resume.hooks.js';
import { companyBoothRoutes } from './routes/company-booth-routes.js';
import { companyInfoRoutes } from './routes/company-info-routes.js';
import { favoriteRoutes } from './routes/favorite-routes.js';
import { jobFairRoutes } from './routes/job-fair-routes.js';
import { matchingRoutes } from './routes/matching-routes.js';
import { recruitmentPortalRoutes } from './routes/portal-routes.js';
import { resumeRoutes } from './routes/resume-routes.js';
import { COMPANY_AREA_DATA_RULES, COMPANY_AREA_MENUS } from './seed/company-area.js';
import { listPage, RECRUITMENT_MENUS } from './seed/menus.js';
import { seedRecruitmentRule } from './seed/recruitment-rule.js';
import { seedReferenceTrees } from './seed/reference-trees.js';
import { companyApprovalGate } from './services/company-approval-gate.js';
import { recruitmentDashboardFigures } from './services/dashboard-figures.js';
import { expirePositions } from './services/position-lifecycle.js';
import type { RecruitmentTables } from './tables.js';
import { recruitmentDb } from './tables.js';

/**
 * 招聘管理: companies, positions, resumes, applications, interviews, job fairs and matching; and
 * 企业中心, where a company user keeps its own company, positions and applicants.
 */
export const recruitmentSection = defineSection<RecruitmentTables>({
  key: 'recruitment',
  title: '招聘管理',
  resources: [
    {
      def: companyResource,
      hooks: companyHooks,
      menu: listPage('company', '企业管理', 1, 'CompanyList'),
    },
    { def: companyEvaluationResource },
    {
      def: jobPositionResource,
      hooks: positionHooks,
      menu: listPage('position', '招聘岗位', 2, 'PositionList'),
    },
    {
      def: resumeResource,
      hooks: resumeHooks,
      menu: listPage('resume', '简历管理', 3, 'ResumeList'),
    },
    { def: resumeEducationResource, hooks: (ctx) => resumeChildHooks(ctx, 'zpResumeEducation') },
    { def: resumeWorkResource, hooks: (ctx) => resumeChildHooks(ctx, 'zpResumeWork') },
    { def: resumeSkillResource, hooks: (ctx) => resumeChildHooks(ctx, 'zpResumeSkill') },
    {
      def: deliveryResource,
      hooks: deliveryHooks,
      menu: listPage('delivery', '岗位投递', 4, 'DeliveryList'),
    },
    {
      def: interviewResource,
      hooks: interviewHooks,
      menu: listPage('interview', '面试管理', 5, 'InterviewList'),
    },
    {
      def: jobFairResource,
      hooks: fairHooks,
      menu: listPage('jobFair', '招聘会', 6, 'JobFairList'),
    },
    { def: fairBoothResource, hooks: boothHooks },
    { def: fairRegistrationResource },
    {
      def: recommendRuleResource,
      hooks: recommendRuleHooks,
      menu: listPage('recommendRule', '推荐规则', 7),
    },
    { def: recommendRecordResource, menu: listPage('recommendRecord', '推荐记录', 8) },
  ],
  routes: [
    resumeRoutes,
    jobFairRoutes,
    matchingRoutes,
    favoriteRoutes,
    companyInfoRoutes,
    companyBoothRoutes,
  ],
  portalRoutes: [recruitmentPortalRoutes],
  migrations: {
    '0015-recruitment': m0015,
    '0018-recruitment-resource-pages': m0018,
    '0019-resume-fts-rows': m0019,
    '0023-resume-archive': m0023,
  },
  // zp_resume_fts: SQLite's full-text index of resumes (PostgreSQL searches the table itself).
  tables: ['zp_resume_match_key', 'zp_favorite', 'zp_resume_fts'],
  administers: ['sys_category'],
  dicts: RECRUITMENT_DICTS,
  menus: [...RECRUITMENT_MENUS, ...COMPANY_AREA_MENUS],
  dataRules: COMPANY_AREA_DATA_RULES,
  addGuard: companyApprovalGate,
  dashboard: recruitmentDashboardFigures,
  jobs: [
    {
      name: 'recruitment.expirePositions',
      title: '招聘岗位到期自动过期',
      // Five seconds past midnight, every day.
      schedule: '5 0 0 * * *',
      atStart: true,
      run: (ctx) => expirePositions(recruitmentDb(ctx.db), ctx.clock.nowText().slice(0, 10)),
    },
  ],
  async seed(trx, env) {
    await seedReferenceTrees(trx, env.clock);
    await seedRecruitmentRule(recruitmentDb(trx), env.clock);
    return undefined;
  },
  demo: async (db, env) => {
    await seedDemoRecruitment(recruitmentDb(db), env.dialect, env.clock);
  },
});
