import { defineResource } from '../../../resource/define-resource.js';
import { AREA_REF } from '../../../vocabulary/index.js';
import { orgCategory } from '../dicts.js';

/** 部门 (service offices and their sections), a tree by parentId with nested org codes. */
export const departResource = defineResource({
  key: 'sysDepart',
  title: '部门',
  table: 'sys_depart',
  path: '/sys/sysDepart',
  permission: 'system:depart',
  // The organisation is no secret: every member of staff reads the tree; each changes only theirs.
  scope: { department: 'orgCode', staffRead: 'all' },
  titleField: 'departName',
  tree: { parentField: 'parentId', deleteRefused: '该机构下还有下级机构，请先删除下级机构' },
  actions: {
    /** Served by the department-permission and department-role routes. */
    authorize: { label: '机构权限' },
    role: { label: '部门角色' },
  },
  versioned: true,
  fields: {
    departName: {
      label: '机构名称',
      kind: 'string',
      required: true,
      maxLength: 100,
      search: 'like',
      sortable: true,
    },
    parentId: {
      label: '上级机构',
      kind: 'string',
      maxLength: 32,
      immutable: true,
      ref: 'sysDepart',
      search: 'eq',
    },
    orgCode: { label: '机构编码', kind: 'string', form: false, search: 'like', sortable: true },
    orgCategory: {
      label: '机构类别',
      kind: 'string',
      dict: orgCategory.code,
      required: true,
      defaultValue: '1',
      search: 'eq',
    },
    regionCode: {
      label: '行政区划',
      kind: 'string',
      maxLength: 12,
      ref: AREA_REF,
      picker: { kind: 'area', anyLevel: true },
    },
    departOrder: {
      label: '排序',
      kind: 'integer',
      min: 0,
      max: 99999,
      defaultValue: 0,
      sortable: true,
    },
  },
  defaultSort: { field: 'departOrder', order: 'asc' },
});
