import type { ResourceDef } from '../../../resource/resource-types.js';
import { areaResource } from './area.js';
import { categoryResource } from './category.js';
import { checkRuleResource } from './check-rule.js';
import { dictItemResource, dictResource } from './dictionary.js';
import { reportHeadResource, reportItemResource } from './report.js';

export * from './area.js';
export * from './category.js';
export * from './check-rule.js';
export * from './dictionary.js';
export * from './report.js';

/** Every resource definition of the section. */
export const SYSTEM_RESOURCES: readonly ResourceDef[] = [
  areaResource,
  categoryResource,
  checkRuleResource,
  dictResource,
  dictItemResource,
  reportHeadResource,
  reportItemResource,
];
