import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the depart endpoints. */
export const departApi = defineEndpoints('depart', {});
