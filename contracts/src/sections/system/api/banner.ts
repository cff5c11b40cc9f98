import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the banner endpoints. */
export const bannerApi = defineEndpoints('banner', {});
