import { defineResource } from '../../../resource/define-resource.js';

/** 角色 */
export const roleResource = defineResource({
  key: 'sysRole',
  title: '角色',
  table: 'sys_role',
  path: '/sys/role',
  permission: 'system:role',
  titleField: 'roleName',
  affectsPermissions: true,
  actions: {
    /** Served by the role-permission routes (`/sys/permission/saveRolePermission`). */
    authorize: { label: '授权' },
  },
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
  },
});
