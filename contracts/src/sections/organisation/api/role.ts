import { z } from 'zod';
import { defineEndpoints, perm } from '../../../api/endpoint.js';
import { permissionCode } from '../../../resource/resource-types.js';
import { roleResource } from '../resources/role.js';

/** 角色 beside the role resource. */
export const roleApi = defineEndpoints('角色', {
  queryall: {
    method: 'GET',
    path: '/sys/role/queryall',
    summary: '全部角色',
    access: perm(permissionCode(roleResource, 'list')),
    response: z.array(
      z.object({
        id: z.string(),
        roleName: z.string(),
        roleCode: z.string(),
        description: z.string().nullable(),
      }),
    ),
  },
});
