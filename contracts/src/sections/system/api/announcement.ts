import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the announcement endpoints. */
export const announcementApi = defineEndpoints('announcement', {});
