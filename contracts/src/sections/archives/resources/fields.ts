import type { FieldDef } from '../../../resource/resource-types.js';
import { AREA_REF } from '../../../vocabulary/index.js';

/** The resource key of the employment archive, by which other records refer to a veteran. */
export const ARCHIVE_REF = 'arcBasic';

/** A region picked with the area cascader, searched with its subtree. */
export const areaField = (label: string, required = false) =>
  ({
    label,
    kind: 'string',
    maxLength: 12,
    required,
    ref: AREA_REF,
    picker: { kind: 'area' },
  }) as const satisfies FieldDef;

/** The veteran a record belongs to, picked by name from the archives in the caller's scope. */
export const archiveField: FieldDef = {
  label: '退役军人',
  kind: 'string',
  required: true,
  ref: ARCHIVE_REF,
  search: 'eq',
  width: 120,
};
