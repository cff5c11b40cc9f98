import { defineResource } from '../../../resource/define-resource.js';
import { roleDataScope } from '../dicts.js';

/** 角色 */
export const roleResource = defineResource({
  key: 'sysRole',
  title: '角色',
  table: 'sys_role',
  path: '/sys/role',
  permission: 'system:role',
  scope: 'global',
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
    dataScope: {
      label: '数据范围',
      kind: 'string',
      dict: roleDataScope.code,
      required: true,
      defaultValue: roleDataScope.values.department,
      search: 'eq',
      help: '本部门及下级部门：成员只能查看和办理所在部门及下级部门的数据',
    },
    description: { label: '描述', kind: 'text', maxLength: 255 },
  },
});
