import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the upload endpoints. */
export const uploadApi = defineEndpoints('upload', {});
