import type { ResourceDef } from '../../../resource/resource-types.js';

/** 分类字典: categories in a tree; codes are generated under the parent. */
export const categoryResource = {
  key: 'sysCategory',
  title: '分类',
  table: 'sys_category',
  path: '/sys/category',
  permission: 'system:category',
  versioned: true,
  fields: {
    name: { label: '分类名称', kind: 'string', required: true, maxLength: 100, search: 'like' },
    pid: {
      label: '上级分类',
      kind: 'string',
      maxLength: 32,
      immutable: true,
      ref: { table: 'sys_category', text: 'name', code: 'id' },
      search: 'eq',
    },
    code: { label: '分类编码', kind: 'string', form: false, search: 'like', sortable: true },
    createTime: { label: '创建时间', kind: 'datetime', form: false, sortable: true },
  },
  defaultSort: { field: 'code', order: 'asc' },
} as const satisfies ResourceDef;
