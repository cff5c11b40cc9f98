import { defineResource } from '../../../resource/define-resource.js';
import { OCCUPATION_ROOT_CODE, workNature } from '../../../vocabulary/index.js';
import {
  assistanceKind,
  employmentType,
  placementChannel,
  unemploymentReason,
  unemploymentStatus,
} from '../dicts.js';
import { archiveField, areaField } from './fields.js';

/** Lists of records that each name one archive, in the scope of the archive they name. */
const onArchive = { orgScoped: true, scopeThrough: 'archiveId' } as const;

/** 失业登记: closed when the veteran is re-employed, which sets the archive's status. */
export const unemploymentResource = defineResource({
  ...onArchive,
  key: 'arcUnemployment',
  title: '失业登记',
  table: 'arc_unemployment',
  path: '/archive/unemployment',
  permission: 'archives:unemployment',
  scope: { office: { owner: 'archiveId' } },
  titleField: 'registerDate',
  versioned: true,
  fields: {
    archiveId: archiveField,
    registerDate: { label: '登记日期', kind: 'date', required: true, search: 'range', width: 120 },
    reason: {
      label: '失业原因',
      kind: 'string',
      dict: unemploymentReason.code,
      required: true,
      search: 'eq',
      width: 130,
    },
    assistance: {
      label: '帮扶措施',
      kind: 'string',
      dict: assistanceKind.code,
      multiple: true,
      maxLength: 40,
      width: 200,
    },
    assistanceNote: { label: '帮扶情况', kind: 'text', maxLength: 500, list: false },
    status: {
      label: '登记状态',
      kind: 'string',
      dict: unemploymentStatus.code,
      form: false,
      defaultValue: unemploymentStatus.values.open,
      search: 'eq',
      width: 100,
    },
    closeDate: { label: '关闭日期', kind: 'date', form: false, width: 120 },
    closeNote: { label: '关闭说明', kind: 'string', maxLength: 200, form: false, list: false },
  },
  defaultSort: { field: 'registerDate', order: 'desc' },
  actions: {
    close: {
      label: '注销登记',
      confirm: '确定注销所选失业登记吗？',
      transition: {
        field: 'status',
        from: [unemploymentStatus.values.open],
        to: unemploymentStatus.values.cancelled,
        stamp: 'closeDate',
        refused: '{title} 的登记已关闭，不能注销',
      },
    },
  },
});

/** 就业成果: placements achieved through the service, also written by a hire in recruitment. */
export const jobResultResource = defineResource({
  ...onArchive,
  key: 'arcJobResult',
  title: '就业成果',
  table: 'arc_job_result',
  path: '/archive/jobResult',
  permission: 'archives:jobResult',
  scope: { office: { owner: 'archiveId' } },
  titleField: 'employer',
  versioned: true,
  fields: {
    archiveId: archiveField,
    employer: { label: '就业单位', kind: 'string', required: true, maxLength: 100, search: 'like' },
    jobTitle: { label: '岗位', kind: 'string', maxLength: 60, width: 140 },
    placementDate: {
      label: '就业日期',
      kind: 'date',
      required: true,
      search: 'range',
      width: 120,
    },
    monthlySalary: { label: '月薪（元）', kind: 'integer', min: 0, max: 1_000_000, width: 110 },
    employmentType: {
      label: '就业形式',
      kind: 'string',
      dict: employmentType.code,
      required: true,
      search: 'eq',
      width: 110,
    },
    channel: {
      label: '就业渠道',
      kind: 'string',
      dict: placementChannel.code,
      required: true,
      search: 'eq',
      width: 110,
    },
    deliveryId: { label: '来源投递', kind: 'string', form: false, list: false, excel: false },
    remark: { label: '备注', kind: 'string', maxLength: 200, list: false },
  },
  defaultSort: { field: 'placementDate', order: 'desc' },
});

/** 求职意向 */
export const jobIntentionResource = defineResource({
  ...onArchive,
  key: 'arcIntention',
  title: '求职意向',
  table: 'arc_intention',
  path: '/archive/intention',
  permission: 'archives:intention',
  scope: { office: { owner: 'archiveId' } },
  titleField: 'registerDate',
  versioned: true,
  fields: {
    archiveId: archiveField,
    registerDate: { label: '登记日期', kind: 'date', required: true, search: 'range', width: 120 },
    intentionCategories: {
      label: '意向岗位类别',
      kind: 'string',
      multiple: true,
      maxLength: 330,
      ref: 'sysCategory',
      picker: { kind: 'category', root: OCCUPATION_ROOT_CODE },
      width: 200,
    },
    intentionRegions: {
      ...areaField('意向工作地区'),
      multiple: true,
      maxLength: 130,
      width: 200,
    },
    salaryMin: { label: '期望最低月薪（元）', kind: 'integer', min: 0, max: 1_000_000, width: 130 },
    salaryMax: {
      label: '期望最高月薪（元）',
      kind: 'integer',
      min: 0,
      max: 1_000_000,
      width: 130,
      atLeast: { field: 'salaryMin', message: '期望最高月薪不能低于期望最低月薪' },
    },
    workNature: { label: '工作性质', kind: 'string', dict: workNature.code, defaultValue: '1' },
    trainingWish: { label: '培训意愿', kind: 'string', maxLength: 200, list: false },
    remark: { label: '备注', kind: 'string', maxLength: 200, list: false },
  },
  defaultSort: { field: 'registerDate', order: 'desc' },
});
