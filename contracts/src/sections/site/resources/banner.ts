import { defineResource } from '../../../resource/define-resource.js';
import { bannerStatus } from '../dicts.js';

/** 门户轮播图: the portal home's carousel. */
export const bannerResource = defineResource({
  key: 'sysBanner',
  title: '轮播图',
  table: 'sys_banner',
  path: '/sys/banner',
  permission: 'system:banner',
  scope: 'global',
  titleField: 'title',
  versioned: true,
  fields: {
    title: { label: '标题', kind: 'string', required: true, maxLength: 100, search: 'like' },
    image: { label: '图片', kind: 'image', required: true, maxLength: 500, public: true },
    linkUrl: {
      label: '链接地址',
      kind: 'string',
      maxLength: 500,
      help: '站内路径（/zph）或 http(s) 地址',
    },
    sortNo: { label: '排序', kind: 'integer', min: 0, max: 9999, defaultValue: 0, sortable: true },
    status: {
      label: '状态',
      kind: 'string',
      dict: bannerStatus.code,
      required: true,
      defaultValue: '1',
      search: 'eq',
    },
    startTime: { label: '开始时间', kind: 'datetime' },
    endTime: {
      label: '结束时间',
      kind: 'datetime',
      atLeast: { field: 'startTime', message: '结束时间不能早于开始时间' },
    },
  },
  defaultSort: { field: 'sortNo', order: 'asc' },
});
