import { type EndpointInput, type EndpointResult, permissionAdminApi } from '@vets/contracts';
import { call } from '../../../../api/call';

/** 0 一级菜单, 1 子菜单, 2 按钮/权限. */
export type MenuType = 0 | 1 | 2;

/** A node of `/sys/permission/list`: every column of sys_permission plus the tree keys. */
export type PermissionNode = EndpointResult<typeof permissionAdminApi.list>[number];

/** What the form sends (add, or edit with the id); flags as booleans. */
export type PermissionInput = EndpointInput<typeof permissionAdminApi.add>['body'] & {
  id?: string;
};

export const permissionApi = {
  list: async (name?: string) => (await call(permissionAdminApi.list, { query: { name } })).result,
  add: (body: PermissionInput) => call(permissionAdminApi.add, { body }),
  edit: ({ id, ...body }: PermissionInput) =>
    call(permissionAdminApi.edit, { body: { ...body, id: id ?? '' } }),
  remove: (id: string) => call(permissionAdminApi.delete, { query: { id } }),
  removeBatch: (ids: string[]) =>
    call(permissionAdminApi.deleteBatch, { query: { ids: ids.join(',') } }),
};

export const MENU_TYPE_TEXT: Record<MenuType, string> = {
  0: '一级菜单',
  1: '子菜单',
  2: '按钮权限',
};

/** Ids of the node and everything below it. */
export function subtreeIds(node: PermissionNode): string[] {
  return [node.id, ...(node.children ?? []).flatMap(subtreeIds)];
}

export function allIds(nodes: PermissionNode[]): string[] {
  return nodes.flatMap(subtreeIds);
}
