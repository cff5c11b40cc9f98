import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the report endpoints. */
export const reportApi = defineEndpoints('report', {});
