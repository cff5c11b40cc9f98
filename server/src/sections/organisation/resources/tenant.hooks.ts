import { DEFAULT_TENANT_ID } from '@vets/contracts';
import { badRequest } from '../../../core/errors.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';

/** Tenant 0 is every user's default and stays (memberships of a deleted one go with it). */
export const tenantHooks: ResourceHooks = {
  async beforeDelete({ ids }) {
    if (ids.includes(String(DEFAULT_TENANT_ID))) throw badRequest('默认租户不能删除');
  },
};
