import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the rule endpoints. */
export const ruleApi = defineEndpoints('rule', {});
