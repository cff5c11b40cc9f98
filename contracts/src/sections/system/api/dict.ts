import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the dict endpoints. */
export const dictApi = defineEndpoints('dict', {});
