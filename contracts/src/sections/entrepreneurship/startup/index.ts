import {
  contestCriterionResource,
  contestEditionResource,
  contestEntryResource,
  contestPanelResource,
  judgeResource,
} from './resources/contest.js';
import { entrepreneurResource, supportResource } from './resources/entrepreneur.js';
import { mentorResource, projectResource } from './resources/project.js';

export * from './api/contest.js';
export * from './api/portal.js';
export * from './contest-ranking.js';
export * from './contest-recusal.js';
export * from './dicts.js';
export * from './resources/contest.js';
export * from './resources/entrepreneur.js';
export * from './resources/project.js';

/** 创业者、创业项目、创业大赛. */
export const STARTUP_RESOURCES = [
  entrepreneurResource,
  supportResource,
  projectResource,
  mentorResource,
  contestEditionResource,
  contestCriterionResource,
  contestPanelResource,
  contestEntryResource,
  judgeResource,
] as const;
