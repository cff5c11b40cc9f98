import { z } from 'zod';
import { defineEndpoints, perm, SESSION } from '../../../api/endpoint.js';
import { permissionCode } from '../../../resource/resource-types.js';
import { tenantResource } from '../resources/tenant.js';

/** 租户 beside the tenant resource: the current user's tenants and user membership. */
export const tenantApi = defineEndpoints('租户', {
  getCurrentUserTenant: {
    method: 'GET',
    path: '/sys/tenant/getCurrentUserTenant',
    summary: '当前用户可进入的租户',
    access: SESSION,
    response: z.array(z.object({ id: z.number(), name: z.string() })),
  },
  queryUserTenants: {
    method: 'GET',
    path: '/sys/tenant/queryUserTenants',
    summary: '用户所属的租户',
    access: perm(permissionCode(tenantResource, 'list')),
    query: z.object({ userId: z.string().min(1).max(32) }),
    response: z.array(z.number()),
  },
  saveUserTenants: {
    method: 'PUT',
    path: '/sys/tenant/saveUserTenants',
    summary: '设置用户所属的租户',
    access: perm(permissionCode(tenantResource, 'edit')),
    body: z.object({
      userId: z.string().min(1).max(32),
      tenantIds: z.array(z.coerce.number().int()).max(1000),
    }),
    response: z.null(),
  },
});
