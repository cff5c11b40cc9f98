import { defineResource } from '../../../resource/define-resource.js';
import { articleCategory } from '../dicts.js';
import {
  PORTAL_PUBLISHED,
  PUBLISHABLE_ACTIONS,
  PUBLISHABLE_FIELDS,
  PUBLISHED_TO_STAFF,
} from './publishable.js';

/** 信息发布: news, notices and guidance for the portal. */
export const articleResource = defineResource({
  key: 'pubArticle',
  title: '信息',
  table: 'pub_article',
  path: '/publishing/article',
  permission: 'publishing:article',
  scope: { staffRead: PUBLISHED_TO_STAFF },
  titleField: 'title',
  actions: PUBLISHABLE_ACTIONS,
  versioned: true,
  revisions: true,
  orgScoped: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  formLayout: { columns: 1, width: 960 },
  portal: {
    path: 'article',
    title: '新闻资讯',
    ...PORTAL_PUBLISHED,
    card: ['title', 'category', 'summary', 'cover', 'publishTime', 'isTop', 'viewCount'],
    detail: ['source', 'author', 'body', 'attachments'],
    keyword: ['title'],
    filters: ['category'],
    notFound: '信息不存在或已撤回',
  },
  fields: {
    title: {
      label: '标题',
      kind: 'string',
      required: true,
      maxLength: 100,
      search: 'like',
      width: 280,
    },
    category: {
      label: '类别',
      kind: 'string',
      dict: articleCategory.code,
      required: true,
      search: 'eq',
      width: 100,
    },
    source: { label: '来源', kind: 'string', maxLength: 60, list: false },
    author: { label: '作者', kind: 'string', maxLength: 30, list: false },
    cover: { label: '封面图片', kind: 'image', maxLength: 500, list: false, public: true },
    summary: { label: '摘要', kind: 'text', maxLength: 300, list: false },
    body: {
      label: '正文',
      kind: 'richtext',
      required: true,
      maxLength: 200_000,
      list: false,
      public: true,
    },
    attachments: { label: '附件', kind: 'file', maxLength: 2000, list: false, public: true },
    ...PUBLISHABLE_FIELDS,
  },
});
