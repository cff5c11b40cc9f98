import { achievementResource } from './resources/achievement.js';
import { agriProductResource, agriProjectResource } from './resources/agri.js';
import { assocMemberResource, assocNewsResource } from './resources/association.js';
import { transformationResource } from './resources/transformation.js';

export * from './api/portal.js';
export * from './dicts.js';
export * from './org-contact.js';
export * from './portal-types.js';
export * from './resources/achievement.js';
export * from './resources/agri.js';
export * from './resources/association.js';
export * from './resources/transformation.js';

/** 成果展示、成果转化、农业创新平台、促进会、教育培训联盟. */
export const SHOWCASE_RESOURCES = [
  achievementResource,
  transformationResource,
  agriProjectResource,
  agriProductResource,
  assocMemberResource,
  assocNewsResource,
] as const;
