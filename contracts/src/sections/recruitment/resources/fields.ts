import type { FieldDef } from '../../../resource/resource-types.js';

/** Category-tree roots the recruitment fields pick from (seeded into 分类字典). */
export const INDUSTRY_ROOT_CODE = 'HYFL';
export const OCCUPATION_ROOT_CODE = 'ZYFL';

export const CATEGORY_REF = { table: 'sys_category', text: 'name', code: 'id' } as const;
export const AREA_REF = { table: 'sys_area', text: 'name', code: 'code' } as const;
export const COMPANY_REF = { table: 'zp_company', text: 'company_name', code: 'id' } as const;
export const POSITION_REF = { table: 'zp_position', text: 'title', code: 'id' } as const;
export const RESUME_REF = { table: 'zp_resume', text: 'real_name', code: 'id' } as const;
export const COMPANY_PICKER = {
  kind: 'record',
  path: '/recruitment/company',
  text: 'companyName',
} as const;
export const POSITION_PICKER = {
  kind: 'record',
  path: '/recruitment/position',
  text: 'title',
} as const;
export const RESUME_PICKER = {
  kind: 'record',
  path: '/recruitment/resume',
  text: 'realName',
} as const;

/** A required region (GB/T 2260 code), picked with the area cascader. */
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
export const orgCode: FieldDef = { label: '所属部门', kind: 'string', form: false, list: false };
export const createTime: FieldDef = {
  label: '创建时间',
  kind: 'datetime',
  form: false,
  sortable: true,
};
