import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the crypto endpoints. */
export const cryptoApi = defineEndpoints('crypto', {});
