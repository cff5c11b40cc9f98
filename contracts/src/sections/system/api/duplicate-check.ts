import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the duplicate-check endpoints. */
export const duplicateCheckApi = defineEndpoints('duplicate-check', {});
