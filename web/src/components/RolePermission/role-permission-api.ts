import { http } from '../../api/request';

/** A node of `/sys/permission/queryTreeList`. */
export interface AuthTreeNode {
  key: string;
  title: string;
  slotTitle?: string;
  isLeaf: boolean;
  children: AuthTreeNode[];
}

export const rolePermissionApi = {
  tree: async () =>
    (await http.get<{ treeList: AuthTreeNode[]; ids: string[] }>('/sys/permission/queryTreeList'))
      .result,
  granted: async (roleId: string) =>
    (await http.get<string[]>('/sys/permission/queryRolePermission', { roleId })).result,
  save: (roleId: string, permissionIds: string[], lastpermissionIds: string[]) =>
    http.post<null>('/sys/permission/saveRolePermission', {
      roleId,
      permissionIds: permissionIds.join(','),
      lastpermissionIds: lastpermissionIds.join(','),
    }),
};
