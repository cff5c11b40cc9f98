import type { FieldDef } from '../resource/resource-types.js';

/** A GB 32100 unified social credit code, unique among the resource's records. */
export const creditCodeField = {
  label: '统一社会信用代码',
  kind: 'string',
  required: true,
  pattern: 'creditCode',
  unique: true,
  search: 'eq',
  width: 180,
} as const satisfies FieldDef;
