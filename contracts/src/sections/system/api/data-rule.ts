import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the data-rule endpoints. */
export const dataRuleApi = defineEndpoints('data-rule', {});
