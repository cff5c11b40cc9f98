import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the matching endpoints. */
export const matchingApi = defineEndpoints('matching', {});
