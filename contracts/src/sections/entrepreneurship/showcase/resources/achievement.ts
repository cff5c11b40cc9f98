import { defineResource } from '../../../../resource/define-resource.js';
import { region } from '../../../../vocabulary/index.js';
import { achievementDomain } from '../dicts.js';
import {
  PUBLISHED_TO_STAFF,
  publishActions,
  publishTimeField,
  showcaseStatusField,
  viewCountField,
} from './fields.js';

/** 创业成果展示: what veterans' businesses and teams achieved, shown on the portal (/cycxcgz). */
export const achievementResource = defineResource({
  key: 'cyAchievement',
  title: '创业成果',
  table: 'cy_achievement',
  path: '/entrepreneurship/achievement',
  permission: 'entrepreneurship:achievement',
  scope: {
    office: { region: 'regionCode' },
    staffRead: PUBLISHED_TO_STAFF,
  },
  titleField: 'title',
  actions: publishActions('创业成果'),
  versioned: true,
  orgScoped: true,
  fields: {
    title: {
      label: '成果名称',
      kind: 'string',
      required: true,
      maxLength: 100,
      search: 'like',
      width: 240,
    },
    ownerName: {
      label: '创业主体/团队',
      kind: 'string',
      required: true,
      maxLength: 100,
      search: 'like',
      width: 200,
      help: '企业、合作社或创业团队的名称',
    },
    domain: {
      label: '所属领域',
      kind: 'string',
      dict: achievementDomain.code,
      required: true,
      search: 'eq',
      width: 110,
    },
    regionCode: region('所在地区'),
    summary: { label: '成果简介', kind: 'text', required: true, maxLength: 500, list: false },
    cover: { label: '封面图片', kind: 'image', maxLength: 500, list: false, public: true },
    body: { label: '成果详情', kind: 'richtext', maxLength: 50_000, list: false, public: true },
    images: {
      label: '成果图片',
      kind: 'image',
      maxLength: 2000,
      list: false,
      help: '可上传多张，展示在详情页',
      public: true,
    },
    honors: {
      label: '所获荣誉',
      kind: 'text',
      maxLength: 1000,
      list: false,
      help: '每行一项，如：2025年河北省退役军人创业创新大赛二等奖',
    },
    status: showcaseStatusField,
    publishTime: publishTimeField,
    viewCount: viewCountField,
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
