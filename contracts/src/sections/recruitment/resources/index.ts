import type { ResourceDef } from '../../../resource/resource-types.js';
import { companyEvaluationResource, companyResource } from './company.js';
import { deliveryResource, interviewResource } from './delivery.js';
import { fairBoothResource, fairRegistrationResource, jobFairResource } from './job-fair.js';
import { recommendRecordResource, recommendRuleResource } from './matching.js';
import { jobPositionResource } from './position.js';
import {
  resumeEducationResource,
  resumeResource,
  resumeSkillResource,
  resumeWorkResource,
} from './resume.js';

export * from './company.js';
export * from './delivery.js';
export * from './job-fair.js';
export * from './matching.js';
export * from './position.js';
export * from './resume.js';

/** Every resource definition of the section. */
export const RECRUITMENT_RESOURCES: readonly ResourceDef[] = [
  companyResource,
  companyEvaluationResource,
  deliveryResource,
  interviewResource,
  jobFairResource,
  fairBoothResource,
  fairRegistrationResource,
  recommendRuleResource,
  recommendRecordResource,
  jobPositionResource,
  resumeResource,
  resumeEducationResource,
  resumeWorkResource,
  resumeSkillResource,
];
