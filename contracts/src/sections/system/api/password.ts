import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the password endpoints. */
export const passwordApi = defineEndpoints('password', {});
