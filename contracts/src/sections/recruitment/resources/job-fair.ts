import { defineResource } from '../../../resource/define-resource.js';
import { region } from '../../../vocabulary/index.js';
import { boothStatus, fairStatus, fairType } from '../dicts.js';

/** 招聘会: online or on site, published for the portal. */
export const jobFairResource = defineResource({
  key: 'zpJobFair',
  title: '招聘会',
  table: 'zp_job_fair',
  path: '/recruitment/jobFair',
  permission: 'recruitment:jobFair',
  scope: {
    office: { region: 'regionCode' },
    staffRead: { field: 'status', in: [fairStatus.values.published] },
  },
  titleField: 'title',
  versioned: true,
  orgScoped: true,
  fields: {
    title: { label: '招聘会名称', kind: 'string', required: true, maxLength: 100, search: 'like' },
    fairType: {
      label: '举办方式',
      kind: 'string',
      dict: fairType.code,
      required: true,
      search: 'eq',
    },
    organizer: { label: '主办单位', kind: 'string', required: true, maxLength: 100 },
    venue: { label: '举办地点', kind: 'string', maxLength: 200 },
    regionCode: region('所在地区'),
    startTime: { label: '开始时间', kind: 'datetime', required: true, sortable: true },
    endTime: {
      label: '结束时间',
      kind: 'datetime',
      required: true,
      atLeast: { field: 'startTime', message: '结束时间不能早于开始时间' },
    },
    regDeadline: { label: '报名截止', kind: 'datetime', list: false },
    poster: { label: '宣传海报', kind: 'image', maxLength: 500, list: false, public: true },
    description: {
      label: '招聘会介绍',
      kind: 'richtext',
      maxLength: 20_000,
      list: false,
      public: true,
    },
    status: {
      label: '发布状态',
      kind: 'string',
      dict: fairStatus.code,
      required: true,
      defaultValue: '0',
      search: 'eq',
    },
    viewCount: { label: '浏览次数', kind: 'integer', form: false, list: false },
  },
  defaultSort: { field: 'startTime', order: 'desc' },
});

/** 展位申请: a company's booth at a fair, with the positions it brings; staff approve. */
export const fairBoothResource = defineResource({
  key: 'zpFairBooth',
  title: '展位申请',
  table: 'zp_fair_booth',
  path: '/recruitment/fairBooth',
  permission: 'recruitment:jobFair',
  titleField: 'boothNo',
  actions: {
    audit: {
      label: '审核',
      transition: {
        field: 'status',
        to: {
          approved: boothStatus.values.approved,
          rejected: boothStatus.values.rejected,
          reasonField: 'auditReason',
        },
      },
    },
  },
  parentKey: 'fairId',
  parentTable: 'zp_job_fair',
  versioned: true,
  fields: {
    fairId: { label: '招聘会', kind: 'string', form: false, list: false, search: 'eq' },
    companyId: {
      label: '参会企业',
      kind: 'string',
      required: true,
      maxLength: 32,
      ref: 'zpCompany',
      unique: true,
      immutable: true,
    },
    positionIds: {
      label: '参会岗位',
      kind: 'string',
      multiple: true,
      required: true,
      maxLength: 1700,
      ref: 'zpPosition',
    },
    boothNo: { label: '展位号', kind: 'string', maxLength: 20 },
    status: {
      label: '审核状态',
      kind: 'string',
      dict: boothStatus.code,
      form: false,
      search: 'eq',
    },
    auditReason: { label: '驳回原因', kind: 'string', form: false },
  },
  defaultSort: { field: 'createTime', order: 'asc' },
});

/** 参会报名: veterans registered for a fair. */
export const fairRegistrationResource = defineResource({
  key: 'zpFairRegistration',
  title: '参会报名',
  table: 'zp_fair_registration',
  path: '/recruitment/fairRegistration',
  permission: 'recruitment:jobFair',
  parentKey: 'fairId',
  parentTable: 'zp_job_fair',
  fields: {
    fairId: { label: '招聘会', kind: 'string', form: false, list: false, search: 'eq' },
    resumeId: {
      label: '报名人员',
      kind: 'string',
      required: true,
      maxLength: 32,
      ref: 'zpResume',
      unique: true,
      immutable: true,
    },
    attended: { label: '已到场', kind: 'switch', defaultValue: 'N' },
    intendedHire: { label: '达成就业意向', kind: 'switch', defaultValue: 'N' },
    createTime: { label: '报名时间', kind: 'datetime', form: false, sortable: true },
  },
  defaultSort: { field: 'createTime', order: 'asc' },
});
