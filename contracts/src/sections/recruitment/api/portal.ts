import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the portal endpoints. */
export const portalApi = defineEndpoints('portal', {});
