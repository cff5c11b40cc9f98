import type { FieldDef } from '../resource/resource-types.js';

/**
 * 身份证号 as every record of a person holds it: GB 11643, one record per number, never changed,
 * masked without the sensitive permission.
 */
export const idCardField = {
  label: '身份证号',
  kind: 'string',
  required: true,
  pattern: 'idCard18',
  unique: true,
  immutable: true,
  sensitive: 'idCard',
  search: 'eq',
  width: 180,
} as const satisfies FieldDef;
