import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the tenant endpoints. */
export const tenantApi = defineEndpoints('tenant', {});
