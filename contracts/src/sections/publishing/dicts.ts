import { defineDict } from '../../resource/dict-def.js';

/** 信息类别: what the portal's 新闻资讯 pages sort articles by. */
export const articleCategory = defineDict('pub_article_category', '信息类别', {
  news: ['1', '新闻动态'],
  notice: ['2', '通知公告'],
  guide: ['3', '办事指南'],
});

/** 发布状态 of articles and policies; 待发布 waits for its scheduled time. */
export const publishStatus = defineDict('pub_status', '发布状态', {
  draft: ['0', '草稿'],
  scheduled: ['1', '待发布'],
  published: ['2', '已发布'],
  revoked: ['3', '已撤回'],
});

/** 政策层级. */
export const policyLevel = defineDict('pub_policy_level', '政策层级', {
  national: ['1', '国家级'],
  province: ['2', '省级'],
  city: ['3', '市级'],
});

/** 政策类别. */
export const policyCategory = defineDict('pub_policy_category', '政策类别', {
  employment: ['1', '就业'],
  startUp: ['2', '创业'],
  training: ['3', '培训'],
  preferential: ['4', '优待'],
});

export const PUBLISHING_DICTS = [
  articleCategory,
  publishStatus,
  policyLevel,
  policyCategory,
] as const;
