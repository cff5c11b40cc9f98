import { defineResource } from '../../../resource/define-resource.js';

/** 分类字典: categories in a tree; codes are generated under the parent. */
export const categoryResource = defineResource({
  key: 'sysCategory',
  title: '分类',
  table: 'sys_category',
  path: '/sys/category',
  permission: 'system:category',
  scope: 'global',
  titleField: 'name',
  tree: {
    parentField: 'pid',
    hasChildField: 'hasChild',
    deleteRefused: '该分类下还有子分类，请先删除子分类',
  },
  versioned: true,
  fields: {
    name: { label: '分类名称', kind: 'string', required: true, maxLength: 100, search: 'like' },
    pid: {
      label: '上级分类',
      kind: 'string',
      maxLength: 32,
      immutable: true,
      ref: 'sysCategory',
      search: 'eq',
    },
    code: { label: '分类编码', kind: 'string', form: false, search: 'like', sortable: true },
  },
  defaultSort: { field: 'code', order: 'asc' },
});
