import { http } from '../../../../api/request';

/** 0 一级菜单, 1 子菜单, 2 按钮/权限. */
export type MenuType = 0 | 1 | 2;

/** A node of `/sys/permission/list`: every column of sys_permission plus the tree keys. */
export interface PermissionNode {
  id: string;
  key: string;
  title: string;
  leaf: boolean;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  menuType: MenuType;
  perms: string | null;
  permsType: string;
  sortNo: number;
  alwaysShow: number;
  icon: string | null;
  isRoute: number;
  keepAlive: number;
  hidden: number;
  internalOrExternal: number;
  status: string;
  children?: PermissionNode[];
}

/** What the form sends; flags as booleans. */
export interface PermissionInput {
  id?: string;
  parentId?: string | null;
  name: string;
  menuType: MenuType;
  url?: string | null;
  component?: string | null;
  componentName?: string | null;
  redirect?: string | null;
  perms?: string | null;
  permsType?: string;
  status?: string;
  icon?: string | null;
  sortNo?: number | null;
  isRoute?: boolean;
  hidden?: boolean;
  alwaysShow?: boolean;
  keepAlive?: boolean;
  internalOrExternal?: boolean;
}

export const permissionApi = {
  list: async (name?: string) =>
    (await http.get<PermissionNode[]>('/sys/permission/list', { name })).result,
  add: (body: PermissionInput) => http.post<PermissionNode>('/sys/permission/add', body),
  edit: (body: PermissionInput) => http.put<PermissionNode>('/sys/permission/edit', body),
  remove: (id: string) => http.delete<null>('/sys/permission/delete', { id }),
  removeBatch: (ids: string[]) =>
    http.delete<{ count: number }>('/sys/permission/deleteBatch', { ids: ids.join(',') }),
};

/** `area:resource:action`, several separated by commas (the server checks the same). */
export const PERMS_PATTERN = /^[A-Za-z0-9_]+(:[A-Za-z0-9_]+)+(,[A-Za-z0-9_]+(:[A-Za-z0-9_]+)+)*$/;
export const URL_PATTERN = /^(\/|https?:\/\/|\{\{\s*\w+\s*\}\})\S*$/;
export const COMPONENT_PATTERN = /^[A-Za-z0-9_\-/]+$/;

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
