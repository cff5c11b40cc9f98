import type { ResourceDef } from '../../../resource/resource-types.js';

/** 角色 */
export const roleResource = {
  key: 'sysRole',
  title: '角色',
  table: 'sys_role',
  path: '/sys/role',
  permission: 'system:role',
  versioned: true,
  fields: {
    roleName: {
      label: '角色名称',
      kind: 'string',
      required: true,
      maxLength: 100,
      search: 'like',
      sortable: true,
    },
    roleCode: {
      label: '角色编码',
      kind: 'string',
      required: true,
      maxLength: 100,
      pattern: 'identifier',
      unique: true,
      immutable: true,
      search: 'like',
      sortable: true,
    },
    description: { label: '描述', kind: 'text', maxLength: 255 },
    createTime: { label: '创建时间', kind: 'datetime', form: false, sortable: true },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
} as const satisfies ResourceDef;
