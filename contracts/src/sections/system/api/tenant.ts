import { z } from 'zod';
import { defineEndpoints, perm, SESSION } from '../../../api/endpoint.js';
import { SYSTEM_PERMISSIONS } from '../permissions.js';

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期应为 YYYY-MM-DD')
  .nullable()
  .optional();
const tenantBody = z.object({
  id: z.coerce.number().int('租户编号必须是整数').min(1, '租户编号必须大于0').max(999_999_999),
  name: z.string().trim().min(1, '请输入租户名称').max(100, '租户名称不能超过100个字符'),
  status: z.enum(['0', '1']).default('1'),
  beginDate: date,
  endDate: date,
});

/** A tenant as 租户管理 lists it. */
const tenant = z.object({
  id: z.number(),
  name: z.string(),
  /** 1: active, 0: frozen. */
  status: z.string(),
  beginDate: z.string().nullable(),
  endDate: z.string().nullable(),
  createTime: z.string(),
});

/** 租户: the tenant table and user membership. */
export const tenantApi = defineEndpoints('租户', {
  list: {
    method: 'GET',
    path: '/sys/tenant/list',
    summary: '全部租户',
    access: perm(SYSTEM_PERMISSIONS.tenantList),
    response: z.array(tenant),
  },
  getCurrentUserTenant: {
    method: 'GET',
    path: '/sys/tenant/getCurrentUserTenant',
    summary: '当前用户可进入的租户',
    access: SESSION,
    response: z.array(z.object({ id: z.number(), name: z.string() })),
  },
  add: {
    method: 'POST',
    path: '/sys/tenant/add',
    summary: '新增租户',
    access: perm(SYSTEM_PERMISSIONS.tenantAdd),
    body: tenantBody,
    response: z.object({ id: z.number() }),
  },
  edit: {
    method: 'PUT',
    path: '/sys/tenant/edit',
    summary: '编辑租户',
    access: perm(SYSTEM_PERMISSIONS.tenantEdit),
    body: tenantBody,
    response: z.null(),
  },
  delete: {
    method: 'DELETE',
    path: '/sys/tenant/delete',
    summary: '删除租户',
    access: perm(SYSTEM_PERMISSIONS.tenantDelete),
    query: z.object({ id: z.coerce.number().int() }),
    response: z.null(),
  },
  queryUserTenants: {
    method: 'GET',
    path: '/sys/tenant/queryUserTenants',
    summary: '用户所属的租户',
    access: perm(SYSTEM_PERMISSIONS.tenantList),
    query: z.object({ userId: z.string().min(1).max(32) }),
    response: z.array(z.number()),
  },
  saveUserTenants: {
    method: 'PUT',
    path: '/sys/tenant/saveUserTenants',
    summary: '设置用户所属的租户',
    access: perm(SYSTEM_PERMISSIONS.tenantEdit),
    body: z.object({
      userId: z.string().min(1).max(32),
      tenantIds: z.array(z.coerce.number().int()).max(1000),
    }),
    response: z.null(),
  },
});
