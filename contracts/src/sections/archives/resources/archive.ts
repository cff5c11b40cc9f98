import { defineResource } from '../../../resource/define-resource.js';
import { education, idCardField, militaryBranch, sex } from '../../../vocabulary/index.js';
import {
  disabilityGrade,
  dischargeType,
  employmentStatus,
  ethnicity,
  politicalStatus,
} from '../dicts.js';
import { ARCHIVE_REF, areaField } from './fields.js';

/**
 * 就业档案: one per veteran, unique by ID number (GB 11643), kept by the department of the
 * veteran's residence and by the worker of their grid.
 */
export const archiveResource = defineResource({
  key: ARCHIVE_REF,
  title: '就业档案',
  table: 'arc_basic',
  path: '/archive/basic',
  permission: 'archives:basic',
  scope: { office: { region: 'residenceRegion' } },
  titleField: 'realName',
  versioned: true,
  orgScoped: true,
  importKey: 'idCard',
  formLayout: { columns: 2, width: 1000 },
  actions: {
    createResume: {
      label: '生成简历',
      target: 'id',
      rowButton: true,
      confirm: '根据该档案生成求职简历？已有简历的，将与档案关联并按档案更新个人信息。',
    },
  },
  fields: {
    realName: {
      label: '姓名',
      kind: 'string',
      required: true,
      maxLength: 30,
      search: 'like',
      width: 100,
    },
    idCard: idCardField,
    sex: { label: '性别', kind: 'string', dict: sex.code, form: false, search: 'eq', width: 70 },
    // Digits 7–14 of the ID number: masked to the year like the number itself.
    birthDate: { label: '出生日期', kind: 'date', form: false, sensitive: 'date', width: 110 },
    ethnicity: {
      label: '民族',
      kind: 'string',
      dict: ethnicity.code,
      defaultValue: '01',
      list: false,
    },
    phone: { label: '手机号', kind: 'string', pattern: 'phone', sensitive: 'phone', width: 130 },
    // Usually the ID number's first six digits.
    householdRegion: { ...areaField('户籍地区'), revealsSensitive: true, list: false },
    residenceRegion: { ...areaField('常住地区', true), search: 'eq', width: 180 },
    address: {
      label: '现居住地址',
      kind: 'string',
      maxLength: 200,
      sensitive: 'address',
      list: false,
    },
    politicalStatus: {
      label: '政治面貌',
      kind: 'string',
      dict: politicalStatus.code,
      list: false,
    },
    education: { label: '学历', kind: 'string', dict: education.code, search: 'eq', width: 110 },
    militaryBranch: {
      label: '服役军种',
      kind: 'string',
      dict: militaryBranch.code,
      search: 'eq',
      list: false,
    },
    enlistDate: { label: '入伍时间', kind: 'date', list: false },
    dischargeDate: {
      label: '退役时间',
      kind: 'date',
      search: 'range',
      atLeast: { field: 'enlistDate', message: '退役时间不能早于入伍时间' },
      width: 110,
    },
    dischargeType: {
      label: '退役方式',
      kind: 'string',
      dict: dischargeType.code,
      search: 'eq',
      list: false,
    },
    militaryRank: { label: '退役时军衔', kind: 'string', maxLength: 30, list: false },
    militarySpecialty: { label: '军事专业', kind: 'string', maxLength: 60, list: false },
    disabilityGrade: {
      label: '伤残等级',
      kind: 'string',
      dict: disabilityGrade.code,
      defaultValue: '0',
      list: false,
    },
    employmentStatus: {
      label: '就业状态',
      kind: 'string',
      dict: employmentStatus.code,
      required: true,
      defaultValue: employmentStatus.values.unemployed,
      search: 'eq',
      width: 100,
    },
    gridId: { label: '所属网格', kind: 'string', ref: 'gridGrid', search: 'eq', width: 140 },
    remark: { label: '备注', kind: 'text', maxLength: 500, list: false },
  },
});
