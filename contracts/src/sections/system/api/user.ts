import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the user endpoints. */
export const userApi = defineEndpoints('user', {});
