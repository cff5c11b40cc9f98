import { defineResource } from '../../../../resource/define-resource.js';
import type { FieldDef } from '../../../../resource/resource-types.js';
import { creditCodeField, INDUSTRY_ROOT_CODE, region } from '../../../../vocabulary/index.js';
import { archiveField } from '../../../archives/index.js';
import { supportKind } from '../dicts.js';

/** The resource key of an entrepreneur, by which projects name theirs. */
export const ENTREPRENEUR_REF = 'cyEntrepreneur';

/** 所属行业: the GB/T 4754 industry tree the recruitment section seeds. */
export const industryField = {
  label: '所属行业',
  kind: 'string',
  maxLength: 32,
  ref: 'sysCategory',
  picker: { kind: 'category', root: INDUSTRY_ROOT_CODE },
  search: 'eq',
  width: 160,
} as const satisfies FieldDef;

/**
 * 创业者: a veteran on record (picked from the archives by name) and the business they run, kept
 * by the office that recorded it. The support they received is a sub-table (扶持记录).
 */
export const entrepreneurResource = defineResource({
  key: ENTREPRENEUR_REF,
  title: '创业者',
  table: 'cy_entrepreneur',
  path: '/entrepreneurship/entrepreneur',
  permission: 'entrepreneurship:entrepreneur',
  scope: { office: { region: 'regionCode' } },
  titleField: 'businessName',
  versioned: true,
  orgScoped: true,
  formLayout: { columns: 2, width: 960 },
  fields: {
    archiveId: { ...archiveField, label: '创业者（退役军人）', width: 130 },
    businessName: {
      label: '创业实体名称',
      kind: 'string',
      required: true,
      maxLength: 100,
      search: 'like',
      width: 220,
      help: '企业、个体工商户或合作社的登记名称',
    },
    // Not every venture is registered yet (a sole trader may be about to).
    creditCode: { ...creditCodeField, required: false },
    industry: industryField,
    regionCode: region('经营地区'),
    foundingDate: {
      label: '成立日期',
      kind: 'date',
      search: 'range',
      sortable: true,
      width: 110,
    },
    jobsCreated: {
      label: '带动就业（人）',
      kind: 'integer',
      min: 0,
      max: 100_000,
      sortable: true,
      width: 120,
    },
    registeredCapital: {
      label: '注册资本（万元）',
      kind: 'number',
      min: 0,
      max: 10_000_000,
      list: false,
    },
    address: { label: '经营地址', kind: 'string', maxLength: 200, list: false },
    businessScope: { label: '主营业务', kind: 'text', maxLength: 1000, list: false },
    remark: { label: '备注', kind: 'text', maxLength: 500, list: false },
  },
  defaultSort: { field: 'foundingDate', order: 'desc' },
});

/** 扶持记录: a loan, subsidy, incubation place or training an entrepreneur received. */
export const supportResource = defineResource({
  key: 'cySupport',
  title: '扶持记录',
  table: 'cy_support',
  path: '/entrepreneurship/support',
  permission: 'entrepreneurship:entrepreneur',
  titleField: 'item',
  parentKey: 'entrepreneurId',
  parentTable: 'cy_entrepreneur',
  listCreateTime: false,
  fields: {
    entrepreneurId: { label: '创业者', kind: 'string', form: false, list: false, search: 'eq' },
    kind: {
      label: '扶持类型',
      kind: 'string',
      dict: supportKind.code,
      required: true,
      width: 90,
    },
    item: {
      label: '扶持项目',
      kind: 'string',
      required: true,
      maxLength: 60,
      width: 180,
      help: '如：创业担保贷款、一次性创业补贴、入驻孵化基地',
    },
    amount: { label: '金额（元）', kind: 'number', min: 0, max: 100_000_000, width: 120 },
    supportDate: { label: '日期', kind: 'date', required: true, width: 110 },
    provider: {
      label: '提供单位',
      kind: 'string',
      maxLength: 100,
      width: 200,
      help: '贷款银行、补贴发放部门或孵化载体名称',
    },
    remark: { label: '备注', kind: 'string', maxLength: 200, width: 200 },
  },
  defaultSort: { field: 'supportDate', order: 'desc' },
});
