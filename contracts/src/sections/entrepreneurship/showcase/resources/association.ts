import { defineResource } from '../../../../resource/define-resource.js';
import { INDUSTRY_ROOT_CODE, region } from '../../../../vocabulary/index.js';
import { assocMemberType } from '../dicts.js';
import {
  PUBLISHED_TO_STAFF,
  publishActions,
  publishTimeField,
  showcaseStatusField,
  viewCountField,
} from './fields.js';

/** 促进会会员: the member organisations; their contact persons stay in the back office. */
export const assocMemberResource = defineResource({
  key: 'cyAssocMember',
  title: '促进会会员',
  table: 'cy_assoc_member',
  path: '/entrepreneurship/assocMember',
  permission: 'entrepreneurship:assocMember',
  scope: {
    office: { region: 'regionCode' },
    staffRead: PUBLISHED_TO_STAFF,
  },
  titleField: 'orgName',
  actions: publishActions('会员单位'),
  versioned: true,
  orgScoped: true,
  fields: {
    orgName: {
      label: '单位名称',
      kind: 'string',
      required: true,
      maxLength: 100,
      unique: true,
      search: 'like',
      width: 240,
    },
    memberType: {
      label: '会员类型',
      kind: 'string',
      dict: assocMemberType.code,
      required: true,
      search: 'eq',
      width: 110,
    },
    regionCode: region('所在地区'),
    industry: {
      label: '所属行业',
      kind: 'string',
      maxLength: 32,
      ref: 'sysCategory',
      picker: { kind: 'category', root: INDUSTRY_ROOT_CODE },
      search: 'eq',
    },
    joinDate: { label: '入会日期', kind: 'date', sortable: true },
    intro: { label: '单位简介', kind: 'text', maxLength: 1000, list: false },
    logo: { label: '单位标志', kind: 'image', maxLength: 500, list: false, public: true },
    contactName: {
      label: '联系人',
      kind: 'string',
      maxLength: 30,
      sensitive: 'name',
      list: false,
      help: '仅供工作人员联络，不在门户显示',
    },
    contactPhone: {
      label: '联系电话',
      kind: 'string',
      pattern: 'phone',
      sensitive: 'phone',
      list: false,
      help: '仅供工作人员联络，不在门户显示',
    },
    status: showcaseStatusField,
    publishTime: { ...publishTimeField, list: false },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});

/** 促进会动态: the association's news, with a rich body sanitised on the server. */
export const assocNewsResource = defineResource({
  key: 'cyAssocNews',
  title: '促进会动态',
  table: 'cy_assoc_news',
  path: '/entrepreneurship/assocNews',
  permission: 'entrepreneurship:assocNews',
  scope: { staffRead: PUBLISHED_TO_STAFF },
  titleField: 'title',
  actions: publishActions('动态'),
  versioned: true,
  orgScoped: true,
  fields: {
    title: {
      label: '标题',
      kind: 'string',
      required: true,
      maxLength: 100,
      search: 'like',
      width: 280,
    },
    source: {
      label: '来源',
      kind: 'string',
      maxLength: 50,
      help: '如：河北省退役军人创业促进会秘书处',
    },
    cover: { label: '封面图片', kind: 'image', maxLength: 500, list: false, public: true },
    summary: { label: '摘要', kind: 'text', maxLength: 300, list: false },
    body: {
      label: '正文',
      kind: 'richtext',
      required: true,
      maxLength: 50_000,
      list: false,
      public: true,
    },
    status: showcaseStatusField,
    publishTime: publishTimeField,
    viewCount: viewCountField,
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
