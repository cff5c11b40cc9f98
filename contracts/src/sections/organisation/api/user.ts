import { z } from 'zod';
import { defineEndpoints, perm, SESSION } from '../../../api/endpoint.js';
import { recordSchema } from '../../../resource/resource-endpoints.js';
import { actionPermission, permissionCode } from '../../../resource/resource-types.js';
import { sessionDepartSchema, sessionUserInfoSchema } from '../../identity/index.js';
import { userResource } from '../resources/user.js';

/** 用户 beside the user resource: the current user's departments, password reset, user queries. */
export const userApi = defineEndpoints('用户', {
  getCurrentUserDeparts: {
    method: 'GET',
    path: '/sys/user/getCurrentUserDeparts',
    summary: '当前用户的部门（list）与当前部门编码（orgCode）',
    access: SESSION,
    response: z.object({
      list: z.array(sessionDepartSchema),
      orgCode: z.string().nullable().describe('当前部门编码'),
    }),
  },
  selectDepart: {
    method: 'POST',
    path: '/sys/selectDepart',
    summary: '切换当前部门（须为本人所属部门）；返回新的用户信息',
    access: SESSION,
    body: z.object({
      orgCode: z.string().min(1, '请选择部门').max(64),
      username: z.string().max(32).optional(),
    }),
    response: z.object({ userInfo: sessionUserInfoSchema }),
  },
  changePassword: {
    method: 'PUT',
    path: '/sys/user/changePassword',
    summary: '管理员重置用户密码；该用户的会话全部失效',
    access: perm(actionPermission(userResource, 'password')),
    body: z.object({
      username: z.string().min(1, '请输入用户账号').max(32),
      password: z.string().max(100),
      confirmpassword: z.string().max(100),
    }),
    response: z.null(),
  },
  queryUserRole: {
    method: 'GET',
    path: '/sys/user/queryUserRole',
    summary: '用户的角色ID（用户须在调用者的数据范围内）',
    access: perm(permissionCode(userResource, 'list')),
    query: z.object({ userid: z.string().min(1, '缺少参数：userid').max(32) }),
    response: z.array(z.string()).describe('角色ID'),
  },
  checkOnlyUser: {
    method: 'GET',
    path: '/sys/user/checkOnlyUser',
    summary: '用户账号是否可用（仅供有添加用户权限者，防止枚举账号）',
    access: perm(permissionCode(userResource, 'add')),
    query: z.object({ username: z.string().min(1, '请输入用户名').max(32) }),
    response: z.literal(true).describe('可用；已存在时答 409'),
  },
  queryUserByDepId: {
    method: 'GET',
    path: '/sys/user/queryUserByDepId',
    summary: '部门的用户（调用者数据范围内的）',
    access: perm(permissionCode(userResource, 'list')),
    query: z.object({ id: z.string().min(1, '缺少参数：id').max(32) }),
    response: z.array(recordSchema(userResource)),
  },
});
