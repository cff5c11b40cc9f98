import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the permission endpoints. */
export const permissionApi = defineEndpoints('permission', {});
