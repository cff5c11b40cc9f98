import { z } from 'zod';
import { defineEndpoints, SESSION } from '../../../api/endpoint.js';
import type { AuthEntry, MenuItem, PermissionPayload } from '../../../session.js';

/** A button or data permission: type 1 a button, type 2 a data permission (status decides). */
const authEntry = z.object({
  action: z.string(),
  describe: z.string(),
  type: z.enum(['1', '2']),
  status: z.enum(['0', '1']),
}) satisfies z.ZodType<AuthEntry>;

/** A menu entry and the entries below it (the node type is `MenuItem`). */
const menuItem: z.ZodType<MenuItem> = z
  .lazy(() =>
    z.object({
      id: z.string(),
      path: z.string(),
      name: z.string(),
      component: z.string().nullable(),
      redirect: z.string().nullable(),
      hidden: z.boolean(),
      alwaysShow: z.boolean(),
      route: z.enum(['0', '1']),
      meta: z.object({
        title: z.string(),
        icon: z.string().nullable(),
        url: z.string().nullable(),
        keepAlive: z.boolean(),
        internalOrExternal: z.boolean(),
        componentName: z.string().nullable(),
        permissionList: z.array(authEntry),
      }),
      children: z.array(menuItem).optional(),
    }),
  )
  .meta({ id: 'MenuItem' });

/** 权限: the signed-in user's menus and buttons. */
export const permissionApi = defineEndpoints('权限', {
  getUserPermissionByToken: {
    method: 'GET',
    path: '/sys/permission/getUserPermissionByToken',
    summary: '当前用户的菜单与按钮权限（menu、auth、allAuth）',
    access: SESSION,
    response: z.object({
      menu: z.array(menuItem),
      auth: z.array(authEntry).describe('本人的按钮权限'),
      allAuth: z.array(authEntry).describe('系统全部按钮权限'),
    }) satisfies z.ZodType<PermissionPayload>,
  },
});
