import { defineEndpoints } from '../../../api/endpoint.js';

/** TODO: the picker endpoints. */
export const pickerApi = defineEndpoints('picker', {});
