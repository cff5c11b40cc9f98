import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the area endpoints. */
export const areaApi = defineEndpoints('area', {});
