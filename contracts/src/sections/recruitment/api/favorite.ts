import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the favorite endpoints. */
export const favoriteApi = defineEndpoints('favorite', {});
