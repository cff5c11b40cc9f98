import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the permission-admin endpoints. */
export const permissionAdminApi = defineEndpoints('permission-admin', {});
