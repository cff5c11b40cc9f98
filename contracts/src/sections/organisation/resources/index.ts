import type { ResourceDef } from '../../../resource/resource-types.js';
import { departResource } from './depart.js';
import { positionResource } from './position.js';
import { roleResource } from './role.js';
import { tenantResource } from './tenant.js';
import { userResource } from './user.js';

export * from './depart.js';
export * from './position.js';
export * from './role.js';
export * from './tenant.js';
export * from './user.js';

/** Every resource definition of the section. */
export const ORGANISATION_RESOURCES: readonly ResourceDef[] = [
  departResource,
  positionResource,
  roleResource,
  tenantResource,
  userResource,
];
