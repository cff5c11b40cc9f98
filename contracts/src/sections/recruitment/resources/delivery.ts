import { defineResource } from '../../../resource/define-resource.js';
import { deliveryStatus, interviewMode, interviewResult, interviewStatus } from '../dicts.js';

/** 岗位投递: one per resume and position; the status moves along the pipeline only. */
export const deliveryResource = defineResource({
  key: 'zpDelivery',
  title: '岗位投递',
  table: 'zp_delivery',
  path: '/recruitment/delivery',
  permission: 'recruitment:delivery',
  scope: { office: { owner: 'resumeId' }, account: 'companyId' },
  actions: {
    changeStatus: { label: '推进投递状态', method: 'PUT', target: 'id', permission: 'edit' },
  },
  listCreateTime: false,
  versioned: true,
  orgScoped: true,
  fields: {
    resumeId: {
      label: '求职者',
      kind: 'string',
      required: true,
      maxLength: 32,
      ref: 'zpResume',
      immutable: true,
      search: 'eq',
    },
    positionId: {
      label: '投递岗位',
      kind: 'string',
      required: true,
      maxLength: 32,
      ref: 'zpPosition',
      immutable: true,
      search: 'eq',
      width: 180,
    },
    companyId: { label: '招聘企业', kind: 'string', form: false, ref: 'zpCompany', search: 'eq' },
    status: {
      label: '投递状态',
      kind: 'string',
      dict: deliveryStatus.code,
      form: false,
      search: 'eq',
    },
    deliverTime: { label: '投递时间', kind: 'datetime', form: false, sortable: true },
    viewTime: { label: '查看时间', kind: 'datetime', form: false, list: false },
    interviewTime: { label: '邀约面试时间', kind: 'datetime', form: false, list: false },
    resultTime: { label: '结果时间', kind: 'datetime', form: false, list: false },
    companyNote: { label: '企业备注', kind: 'string', maxLength: 300 },
  },
  defaultSort: { field: 'deliverTime', order: 'desc' },
});

/** 面试: arranged for an application, with its outcome. */
export const interviewResource = defineResource({
  key: 'zpInterview',
  title: '面试',
  table: 'zp_interview',
  path: '/recruitment/interview',
  permission: 'recruitment:interview',
  scope: { office: { owner: 'deliveryId', resource: 'zpDelivery' } },
  versioned: true,
  orgScoped: true,
  // Only an application in the caller's scope has interviews the caller may see or arrange.
  scopeThrough: { field: 'deliveryId', resource: 'zpDelivery' },
  fields: {
    deliveryId: {
      label: '投递记录',
      kind: 'string',
      required: true,
      maxLength: 32,
      immutable: true,
      list: false,
    },
    resumeId: { label: '求职者', kind: 'string', form: false, ref: 'zpResume', search: 'eq' },
    positionId: { label: '面试岗位', kind: 'string', form: false, ref: 'zpPosition', search: 'eq' },
    interviewTime: { label: '面试时间', kind: 'datetime', required: true, sortable: true },
    mode: {
      label: '面试方式',
      kind: 'string',
      dict: interviewMode.code,
      required: true,
      defaultValue: '1',
    },
    place: { label: '面试地点', kind: 'string', maxLength: 200 },
    onlineLink: { label: '线上链接', kind: 'string', pattern: 'url', maxLength: 300, list: false },
    contactName: { label: '联系人', kind: 'string', maxLength: 30, list: false },
    contactPhone: {
      label: '联系电话',
      kind: 'string',
      pattern: 'phone',
      sensitive: 'phone',
      list: false,
    },
    status: {
      label: '面试状态',
      kind: 'string',
      dict: interviewStatus.code,
      required: true,
      defaultValue: '1',
      search: 'eq',
    },
    result: { label: '面试结果', kind: 'string', dict: interviewResult.code },
    evaluation: { label: '面试评价', kind: 'text', maxLength: 500, list: false },
  },
  defaultSort: { field: 'interviewTime', order: 'desc' },
});
