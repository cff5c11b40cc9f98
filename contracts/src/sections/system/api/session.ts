import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the session endpoints. */
export const sessionApi = defineEndpoints('session', {});
