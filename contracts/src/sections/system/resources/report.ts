import type { ResourceDef } from '../../../resource/resource-types.js';

/** 在线报表配置 (report heads over registered database views). */
export const reportHeadResource = {
  key: 'onlCgreportHead',
  title: '报表配置',
  table: 'onl_cgreport_head',
  path: '/online/cgreport/head',
  permission: 'online:report',
  versioned: true,
  fields: {
    code: {
      label: '报表编码',
      kind: 'string',
      required: true,
      maxLength: 50,
      pattern: 'code20',
      unique: true,
      search: 'like',
      sortable: true,
    },
    name: { label: '报表名称', kind: 'string', required: true, maxLength: 100, search: 'like' },
    source: {
      label: '数据视图',
      kind: 'string',
      dict: 'cgreport_source',
      required: true,
      search: 'eq',
    },
    description: { label: '描述', kind: 'text', maxLength: 255, list: false },
    createTime: { label: '创建时间', kind: 'datetime', form: false, sortable: true },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
} as const satisfies ResourceDef;

/** 报表字段, within one report head. */
export const reportItemResource = {
  key: 'onlCgreportItem',
  title: '报表字段',
  table: 'onl_cgreport_item',
  path: '/online/cgreport/item',
  permission: 'online:report',
  parentKey: 'cgrheadId',
  parentTable: 'onl_cgreport_head',
  fields: {
    cgrheadId: { label: '报表', kind: 'string', required: true, list: false, form: false },
    fieldName: {
      label: '字段名',
      kind: 'string',
      required: true,
      maxLength: 64,
      pattern: 'identifier',
      unique: true,
      search: 'like',
    },
    fieldTxt: { label: '显示文本', kind: 'string', required: true, maxLength: 100 },
    fieldType: {
      label: '字段类型',
      kind: 'string',
      dict: 'cgreport_field_type',
      required: true,
      defaultValue: 'String',
    },
    isShow: { label: '是否显示', kind: 'switch', dict: 'yn', defaultValue: 'Y' },
    isSearch: { label: '是否查询', kind: 'switch', dict: 'yn', defaultValue: 'N' },
    searchMode: {
      label: '查询模式',
      kind: 'string',
      dict: 'cgreport_search_mode',
      defaultValue: 'single',
    },
    isHidden: { label: '折叠时隐藏', kind: 'switch', dict: 'yn', defaultValue: 'N' },
    dictCode: { label: '字典编码', kind: 'string', maxLength: 100 },
    orderNum: {
      label: '排序',
      kind: 'integer',
      min: 0,
      max: 9999,
      defaultValue: 0,
      sortable: true,
    },
  },
  defaultSort: { field: 'orderNum', order: 'asc' },
} as const satisfies ResourceDef;
