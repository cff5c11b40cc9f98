import type { ResourceDef } from '../../../resource/resource-types.js';
import { areaResource } from './area.js';
import { categoryResource } from './category.js';
import { checkRuleResource } from './check-rule.js';
import { departResource } from './depart.js';
import { dictItemResource, dictResource } from './dictionary.js';
import { positionResource } from './position.js';
import { reportHeadResource, reportItemResource } from './report.js';
import { roleResource } from './role.js';
import { tenantResource } from './tenant.js';
import { userResource } from './user.js';

export * from './area.js';
export * from './category.js';
export * from './check-rule.js';
export * from './depart.js';
export * from './dictionary.js';
export * from './position.js';
export * from './report.js';
export * from './role.js';
export * from './tenant.js';
export * from './user.js';

/** Every resource definition of the section. */
export const SYSTEM_RESOURCES: readonly ResourceDef[] = [
  areaResource,
  categoryResource,
  checkRuleResource,
  departResource,
  dictResource,
  dictItemResource,
  positionResource,
  reportHeadResource,
  reportItemResource,
  roleResource,
  tenantResource,
  userResource,
];
