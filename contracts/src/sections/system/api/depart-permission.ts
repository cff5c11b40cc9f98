import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the depart-permission endpoints. */
export const departPermissionApi = defineEndpoints('depart-permission', {});
