import { z } from 'zod';
import { defineEndpoints, perm } from '../../../api/endpoint.js';
import { actionPermission } from '../../../resource/resource-types.js';
import { departResource } from '../resources/depart.js';
import { authTreeSchema } from './permission-admin.js';

const AUTHORIZE = perm(actionPermission(departResource, 'authorize'));
const ROLES = perm(actionPermission(departResource, 'role'));

const grantBody = (idName: string) =>
  z.object({
    [idName]: z.string().min(1, `缺少参数：${idName}`).max(32),
    permissionIds: z.string().max(40_000).default(''),
    lastpermissionIds: z.string().max(40_000).optional(),
  });

const roleBody = z.object({
  departId: z.string().min(1, '缺少参数：departId').max(32),
  roleName: z.string().trim().min(1, '请输入部门角色名称').max(100),
  roleCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,99}$/, '角色编码只能以字母开头，由字母、数字、下划线组成'),
  description: z.string().max(255).nullable().optional(),
});

/** A department role, every column. */
const departRole = z.object({
  id: z.string(),
  departId: z.string(),
  roleName: z.string(),
  roleCode: z.string(),
  description: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});

/**
 * 部门权限与部门角色: a department is given a set of permissions; its roles are granted within
 * that set and handed to the department's users.
 */
export const departPermissionApi = defineEndpoints('部门权限', {
  queryDepartPermission: {
    method: 'GET',
    path: '/sys/permission/queryDepartPermission',
    summary: '机构的可用权限ID',
    access: AUTHORIZE,
    query: z.object({ departId: z.string().min(1).max(32) }),
    response: z.array(z.string()),
  },
  saveDepartPermission: {
    method: 'POST',
    path: '/sys/permission/saveDepartPermission',
    summary: '保存机构的可用权限（其部门角色超出的授权一并收回）',
    access: AUTHORIZE,
    body: grantBody('departId'),
    response: z.null(),
  },
  queryTreeListForDeptRole: {
    method: 'GET',
    path: '/sys/sysDepartPermission/queryTreeListForDeptRole',
    summary: '部门角色授权用的树：机构可用的权限及其上级菜单',
    access: ROLES,
    query: z.object({ departId: z.string().min(1).max(32) }),
    response: authTreeSchema,
  },
  queryDeptRolePermission: {
    method: 'GET',
    path: '/sys/sysDepartPermission/queryDeptRolePermission',
    summary: '部门角色的权限ID',
    access: ROLES,
    query: z.object({ roleId: z.string().min(1).max(32) }),
    response: z.array(z.string()),
  },
  saveDeptRolePermission: {
    method: 'POST',
    path: '/sys/sysDepartPermission/saveDeptRolePermission',
    summary: '保存部门角色的权限（须在机构可用权限之内）',
    access: ROLES,
    body: grantBody('roleId'),
    response: z.null(),
  },
  roleList: {
    method: 'GET',
    path: '/sys/sysDepartRole/list',
    summary: '机构的部门角色',
    access: ROLES,
    query: z.object({ deptId: z.string().min(1).max(32) }),
    response: z.array(departRole),
  },
  roleAdd: {
    method: 'POST',
    path: '/sys/sysDepartRole/add',
    summary: '新增部门角色',
    access: ROLES,
    body: roleBody,
    response: z.object({ id: z.string() }),
  },
  roleEdit: {
    method: 'PUT',
    path: '/sys/sysDepartRole/edit',
    summary: '编辑部门角色（名称与描述）',
    access: ROLES,
    body: roleBody
      .pick({ roleName: true, description: true })
      .extend({ id: z.string().min(1).max(32) }),
    response: z.null(),
  },
  roleDelete: {
    method: 'DELETE',
    path: '/sys/sysDepartRole/delete',
    summary: '删除部门角色（连同其授权与成员）',
    access: ROLES,
    query: z.object({ id: z.string().min(1).max(32) }),
    response: z.null(),
  },
  getDeptRoleList: {
    method: 'GET',
    path: '/sys/sysDepartRole/getDeptRoleList',
    summary: '机构的部门角色与某用户已有的部门角色',
    access: ROLES,
    query: z.object({
      departId: z.string().min(1).max(32),
      userId: z.string().min(1).max(32),
    }),
    response: z.object({
      roles: z.array(z.object({ id: z.string(), roleName: z.string(), roleCode: z.string() })),
      userRoleIds: z.array(z.string()),
    }),
  },
  deptRoleUserAdd: {
    method: 'POST',
    path: '/sys/sysDepartRole/deptRoleUserAdd',
    summary: '设置某用户在某机构的部门角色（用户须属于该机构）',
    access: ROLES,
    body: z.object({
      departId: z.string().min(1).max(32),
      userId: z.string().min(1).max(32),
      newRoleId: z.string().max(3300).default(''),
    }),
    response: z.null(),
  },
});
