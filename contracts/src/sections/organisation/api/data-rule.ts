import { z } from 'zod';
import { defineEndpoints, perm } from '../../../api/endpoint.js';
import { DATA_RULE_CONDITIONS } from '../../../auth/data-rules.js';
import { actionPermission } from '../../../resource/resource-types.js';
import { ORGANISATION_PERMISSIONS } from '../permissions.js';
import { roleResource } from '../resources/role.js';

const conditions = Object.keys(DATA_RULE_CONDITIONS) as [
  keyof typeof DATA_RULE_CONDITIONS,
  ...Array<keyof typeof DATA_RULE_CONDITIONS>,
];

const ruleBody = z.object({
  permissionId: z.string().min(1, '缺少参数：permissionId').max(32),
  ruleName: z.string().trim().min(1, '请输入规则名称').max(100, '规则名称不能超过100个字符'),
  ruleColumn: z.string().min(1, '请选择规则字段').max(64),
  ruleConditions: z.enum(conditions, { message: '条件规则无效' }),
  ruleValue: z.string().trim().min(1, '请输入规则值').max(300, '规则值不能超过300个字符'),
  status: z.enum(['0', '1']).default('1'),
});

const roleRuleParams = z.object({
  permissionId: z.string().min(1).max(32),
  roleId: z.string().min(1).max(32),
});

/** A data rule of a menu, as the lists answer it. */
const dataRule = z.object({
  id: z.string(),
  permissionId: z.string(),
  ruleName: z.string(),
  ruleColumn: z.string(),
  /** One of DATA_RULE_CONDITIONS. */
  ruleConditions: z.string(),
  /** A value, or a variable such as #{sys_org_code}. */
  ruleValue: z.string(),
  /** 1: active, 0: off. */
  status: z.string(),
  createTime: z.string(),
});

const LIST = perm(ORGANISATION_PERMISSIONS.permissionList);
const EDIT = perm(ORGANISATION_PERMISSIONS.permissionEdit);
const AUTHORIZE = perm(actionPermission(roleResource, 'authorize'));

/** 数据规则: conditions on a menu's list, chosen per role. */
export const dataRuleApi = defineEndpoints('数据规则', {
  getPermRuleListByPermId: {
    method: 'GET',
    path: '/sys/permission/getPermRuleListByPermId',
    summary: '菜单的数据规则',
    access: LIST,
    query: z.object({ permissionId: z.string().min(1).max(32) }),
    response: z.array(dataRule),
  },
  queryPermissionRule: {
    method: 'GET',
    path: '/sys/permission/queryPermissionRule',
    summary: '按名称或值查询菜单的数据规则',
    access: LIST,
    query: z.object({
      permissionId: z.string().min(1).max(32),
      ruleName: z.string().max(100).optional(),
      ruleValue: z.string().max(300).optional(),
    }),
    response: z.array(dataRule),
  },
  dataRuleColumns: {
    method: 'GET',
    path: '/sys/permission/dataRuleColumns',
    summary: '可用作数据规则字段的列（菜单所列数据的字段）',
    access: LIST,
    query: z.object({ permissionId: z.string().min(1).max(32) }),
    response: z.array(z.object({ field: z.string(), label: z.string() })),
  },
  addPermissionRule: {
    method: 'POST',
    path: '/sys/permission/addPermissionRule',
    summary: '新增数据规则',
    access: EDIT,
    body: ruleBody,
    response: z.object({ id: z.string() }),
  },
  editPermissionRule: {
    method: 'PUT',
    path: '/sys/permission/editPermissionRule',
    summary: '编辑数据规则',
    access: EDIT,
    body: ruleBody.extend({ id: z.string().min(1).max(32) }),
    response: z.null(),
  },
  deletePermissionRule: {
    method: 'DELETE',
    path: '/sys/permission/deletePermissionRule',
    summary: '删除数据规则',
    access: EDIT,
    query: z.object({ id: z.string().min(1).max(32) }),
    response: z.null(),
  },
  roleDataRule: {
    method: 'GET',
    path: '/sys/role/datarule/:permissionId/:roleId',
    summary: '角色在某菜单上的数据规则（可选规则与已选规则）',
    access: AUTHORIZE,
    params: roleRuleParams,
    response: z.object({
      datarule: z.array(dataRule),
      /** The chosen rule ids, comma-joined ('' when none). */
      drChecked: z.string(),
    }),
  },
  saveRoleDataRule: {
    method: 'POST',
    path: '/sys/role/datarule',
    summary: '保存角色在某菜单上的数据规则',
    access: AUTHORIZE,
    body: roleRuleParams.extend({ dataRuleIds: z.string().max(1000).default('') }),
    response: z.null(),
  },
});
