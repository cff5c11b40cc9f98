import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the category endpoints. */
export const categoryApi = defineEndpoints('category', {});
