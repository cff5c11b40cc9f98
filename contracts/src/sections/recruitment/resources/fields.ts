import type { FieldDef } from '../../../resource/resource-types.js';

/** Category-tree roots the recruitment fields pick from (seeded into 分类字典). */
export const INDUSTRY_ROOT_CODE = 'HYFL';
export const OCCUPATION_ROOT_CODE = 'ZYFL';

/** Regions are named by their GB/T 2260 code. */
export const AREA_REF = { resource: 'sysArea', by: 'code' } as const;

/** A required region, picked with the area cascader. */
export const region = (label: string) =>
  ({
    label,
    kind: 'string',
    maxLength: 12,
    required: true,
    ref: AREA_REF,
    picker: { kind: 'area' },
    search: 'eq',
  }) as const satisfies FieldDef;

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
