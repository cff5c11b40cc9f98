import { defineResource } from '../../../resource/define-resource.js';
import { yesNo } from '../../../vocabulary/index.js';
import { reportFieldType, reportSearchMode } from '../dicts.js';

/** 在线报表配置 (report heads over registered database views). */
export const reportHeadResource = defineResource({
  key: 'onlCgreportHead',
  title: '报表配置',
  table: 'onl_cgreport_head',
  path: '/online/cgreport/head',
  permission: 'online:report',
  scope: 'global',
  actions: {
    /** Served by the report API the popup picker reads (`/online/cgreport/api/*`). */
    query: { label: '使用在线报表（弹出选择）' },
  },
  titleField: 'name',
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
  },
});

/** 报表字段, within one report head. */
export const reportItemResource = defineResource({
  key: 'onlCgreportItem',
  title: '报表字段',
  table: 'onl_cgreport_item',
  path: '/online/cgreport/item',
  permission: 'online:report',
  titleField: 'fieldTxt',
  listCreateTime: false,
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
      dict: reportFieldType.code,
      required: true,
      defaultValue: 'String',
    },
    isShow: { label: '是否显示', kind: 'switch', dict: yesNo.code, defaultValue: 'Y' },
    isSearch: { label: '是否查询', kind: 'switch', dict: yesNo.code, defaultValue: 'N' },
    searchMode: {
      label: '查询模式',
      kind: 'string',
      dict: reportSearchMode.code,
      defaultValue: 'single',
    },
    isHidden: { label: '折叠时隐藏', kind: 'switch', dict: yesNo.code, defaultValue: 'N' },
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
});
