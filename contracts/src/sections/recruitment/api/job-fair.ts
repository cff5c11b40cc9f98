import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the job-fair endpoints. */
export const jobFairApi = defineEndpoints('job-fair', {});
