import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the log endpoints. */
export const logApi = defineEndpoints('log', {});
