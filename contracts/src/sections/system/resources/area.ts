import { defineResource } from '../../../resource/define-resource.js';

/**
 * 行政区划: GB/T 2260 regions, named by their code. Other records refer to a region by its code;
 * the area routes (`/sys/sysArea/*`) serve the tree.
 */
export const areaResource = defineResource({
  key: 'sysArea',
  title: '行政区划',
  table: 'sys_area',
  path: '/sys/sysArea',
  permission: 'system:area',
  scope: 'global',
  titleField: 'name',
  listCreateTime: false,
  fields: {
    code: { label: '区划代码', kind: 'string', required: true, maxLength: 12, unique: true },
    pid: { label: '上级区划', kind: 'string', required: true, maxLength: 12 },
    name: { label: '名称', kind: 'string', required: true, maxLength: 100, search: 'like' },
    level: { label: '级别', kind: 'integer', required: true, min: 1, max: 3 },
    sortNo: { label: '排序', kind: 'integer', defaultValue: 0 },
  },
  defaultSort: { field: 'code', order: 'asc' },
});
