import { http } from '../../api/request';

/** A node of `/sys/permission/queryTreeList`. */
export interface AuthTreeNode {
  key: string;
  title: string;
  slotTitle?: string;
  /** 0 top-level menu, 1 page, 2 button. */
  menuType?: number;
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

/** What a permission tree drawer grants to: a role, a department, or a department role. */
export interface GrantSource {
  /** Identifies the holder; a new key reloads the drawer. */
  key: string;
  tree(): Promise<{ treeList: AuthTreeNode[]; ids: string[] }>;
  granted(): Promise<string[]>;
  save(permissionIds: string[], lastpermissionIds: string[]): Promise<{ message: string }>;
}

export const roleGrants = (roleId: string): GrantSource => ({
  key: `role:${roleId}`,
  tree: rolePermissionApi.tree,
  granted: () => rolePermissionApi.granted(roleId),
  save: (ids, last) => rolePermissionApi.save(roleId, ids, last),
});

/** The permissions a department may hand to its department roles. */
export const departGrants = (departId: string): GrantSource => ({
  key: `depart:${departId}`,
  tree: rolePermissionApi.tree,
  granted: async () =>
    (await http.get<string[]>('/sys/permission/queryDepartPermission', { departId })).result,
  save: (ids, last) =>
    http.post<null>('/sys/permission/saveDepartPermission', {
      departId,
      permissionIds: ids.join(','),
      lastpermissionIds: last.join(','),
    }),
});

/** A department role's permissions, chosen within its department's. */
export const departRoleGrants = (departId: string, roleId: string): GrantSource => ({
  key: `drole:${roleId}`,
  tree: async () =>
    (
      await http.get<{ treeList: AuthTreeNode[]; ids: string[] }>(
        '/sys/sysDepartPermission/queryTreeListForDeptRole',
        { departId },
      )
    ).result,
  granted: async () =>
    (await http.get<string[]>('/sys/sysDepartPermission/queryDeptRolePermission', { roleId }))
      .result,
  save: (ids, last) =>
    http.post<null>('/sys/sysDepartPermission/saveDeptRolePermission', {
      roleId,
      permissionIds: ids.join(','),
      lastpermissionIds: last.join(','),
    }),
});
