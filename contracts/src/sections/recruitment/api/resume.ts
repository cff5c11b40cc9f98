import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the resume endpoints. */
export const resumeApi = defineEndpoints('resume', {});
