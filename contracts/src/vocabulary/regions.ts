import type { FieldDef } from '../resource/resource-types.js';

/** Regions are named by their GB/T 2260 code (the system section's 区域 resource). */
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
