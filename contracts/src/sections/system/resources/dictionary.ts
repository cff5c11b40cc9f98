import { defineResource } from '../../../resource/define-resource.js';
import { dictItemStatus } from '../dicts.js';

/** 数据字典 */
export const dictResource = defineResource({
  key: 'sysDict',
  title: '字典',
  table: 'sys_dict',
  path: '/sys/dict',
  permission: 'system:dict',
  scope: 'global',
  titleField: 'dictName',
  versioned: true,
  fields: {
    dictName: {
      label: '字典名称',
      kind: 'string',
      required: true,
      maxLength: 100,
      search: 'like',
      sortable: true,
    },
    dictCode: {
      label: '字典编码',
      kind: 'string',
      required: true,
      maxLength: 100,
      pattern: 'identifier',
      unique: true,
      search: 'like',
      sortable: true,
    },
    description: { label: '描述', kind: 'text', maxLength: 255 },
  },
});

/** 字典项, always within one dictionary. */
export const dictItemResource = defineResource({
  key: 'sysDictItem',
  title: '字典项',
  table: 'sys_dict_item',
  path: '/sys/dictItem',
  permission: 'system:dict',
  titleField: 'itemText',
  listCreateTime: false,
  parentKey: 'dictId',
  parentTable: 'sys_dict',
  fields: {
    dictId: { label: '字典', kind: 'string', required: true, list: false, form: false },
    itemText: { label: '名称', kind: 'string', required: true, maxLength: 100, search: 'like' },
    itemValue: { label: '数据值', kind: 'string', required: true, maxLength: 100, unique: true },
    description: { label: '描述', kind: 'string', maxLength: 255 },
    sortOrder: {
      label: '排序值',
      kind: 'integer',
      min: 0,
      max: 99999,
      defaultValue: 1,
      sortable: true,
    },
    status: {
      label: '状态',
      kind: 'integer',
      dict: dictItemStatus.code,
      defaultValue: 1,
      search: 'eq',
    },
  },
  defaultSort: { field: 'sortOrder', order: 'asc' },
});
