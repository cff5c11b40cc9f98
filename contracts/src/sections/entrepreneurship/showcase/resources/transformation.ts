import { defineResource } from '../../../../resource/define-resource.js';
import { region } from '../../../../vocabulary/index.js';
import { cooperationMode, maturityLevel, transformStatus, transformType } from '../dicts.js';
import { publishTimeField, viewCountField } from './fields.js';

const T = transformStatus.values;

/**
 * 创业成果转化: results looking for partners or investment (/cycgzh). The portal shows the
 * organisation's 对接联系方式 only; the contact person is personal and stays in the back office.
 */
export const transformationResource = defineResource({
  key: 'cyTransformation',
  title: '成果转化项目',
  table: 'cy_transformation',
  path: '/entrepreneurship/transformation',
  permission: 'entrepreneurship:transformation',
  scope: {
    office: { region: 'regionCode' },
    staffRead: {
      field: 'status',
      in: [transformStatus.values.published, transformStatus.values.matched],
    },
  },
  titleField: 'title',
  actions: {
    publish: {
      label: '发布',
      confirm: '确定发布该成果转化项目吗？发布后门户即可查看。',
      transition: {
        field: 'status',
        from: [T.draft, T.published],
        to: T.published,
        stamp: 'publishTime',
      },
    },
    match: {
      label: '标记已对接',
      permission: 'publish',
      confirm: '确定该项目已与合作方完成对接吗？',
      transition: {
        field: 'status',
        from: [T.published, T.matched],
        to: T.matched,
        stamp: 'matchTime',
        refused: '成果转化项目“{title}”尚未发布，不能标记已对接',
      },
    },
    withdraw: {
      label: '撤回',
      permission: 'publish',
      confirm: '确定撤回该成果转化项目吗？撤回后门户不再显示。',
      transition: {
        field: 'status',
        from: [T.published, T.matched],
        to: T.draft,
        refused: '成果转化项目“{title}”未发布，不能撤回',
      },
    },
  },
  versioned: true,
  orgScoped: true,
  fields: {
    title: {
      label: '项目名称',
      kind: 'string',
      required: true,
      maxLength: 100,
      search: 'like',
      width: 240,
    },
    resultType: {
      label: '成果类型',
      kind: 'string',
      dict: transformType.code,
      required: true,
      search: 'eq',
      width: 100,
    },
    cooperationModes: {
      label: '寻求合作方式',
      kind: 'string',
      dict: cooperationMode.code,
      multiple: true,
      required: true,
      maxLength: 20,
      width: 180,
    },
    fundingSought: {
      label: '拟融资金额（元）',
      kind: 'integer',
      min: 0,
      max: 2_000_000_000,
      sortable: true,
      width: 140,
    },
    patentNo: { label: '知识产权/专利号', kind: 'string', maxLength: 100, list: false },
    maturity: {
      label: '成熟度',
      kind: 'string',
      dict: maturityLevel.code,
      required: true,
      search: 'eq',
      width: 110,
    },
    ownerName: {
      label: '成果持有单位',
      kind: 'string',
      required: true,
      maxLength: 100,
      search: 'like',
      width: 200,
    },
    regionCode: region('所在地区'),
    contactPerson: {
      label: '联系人',
      kind: 'string',
      maxLength: 30,
      sensitive: 'name',
      list: false,
      help: '仅供工作人员联络，不在门户显示',
    },
    contactChannel: {
      label: '对接联系方式',
      kind: 'string',
      required: true,
      maxLength: 100,
      list: false,
      help: '单位固定电话、服务热线或电子邮箱，将在门户公开；请勿填写个人手机号',
    },
    summary: { label: '项目简介', kind: 'text', required: true, maxLength: 500, list: false },
    body: { label: '项目详情', kind: 'richtext', maxLength: 50_000, list: false, public: true },
    attachments: { label: '附件', kind: 'file', maxLength: 2000, list: false, public: true },
    status: {
      label: '状态',
      kind: 'string',
      dict: transformStatus.code,
      form: false,
      defaultValue: T.draft,
      search: 'eq',
      width: 100,
    },
    publishTime: publishTimeField,
    matchTime: { label: '对接时间', kind: 'datetime', form: false, list: false },
    viewCount: viewCountField,
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  portal: {
    path: 'transformation',
    title: '成果转化项目',
    // Published and matched items: the portal shows both, the matched ones marked 已对接.
    publicWhen: { field: 'status', values: [T.published, T.matched] },
    card: [
      'title',
      'resultType',
      'cooperationModes',
      'fundingSought',
      'maturity',
      'ownerName',
      'regionCode',
      'summary',
      'status',
      'publishTime',
      'viewCount',
    ],
    detail: ['patentNo', 'contactChannel', 'body', 'attachments'],
    keyword: ['title', 'ownerName'],
    filters: ['resultType', 'cooperationModes', 'regionCode'],
    // Still looking for partners first, then those already matched.
    order: [
      ['status', 'asc'],
      ['publishTime', 'desc'],
    ],
    views: 'viewCount',
    notFound: '成果转化项目不存在或未发布',
  },
});
