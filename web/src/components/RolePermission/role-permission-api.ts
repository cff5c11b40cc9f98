import {
  type AuthTreeNode,
  departPermissionApi,
  type EndpointResult,
  permissionAdminApi,
} from '@vets/contracts';
import { call } from '../../api/call';

/** A node of `/sys/permission/queryTreeList`. */
export type { AuthTreeNode };

/** An authorization tree and every node id in it. */
export type AuthTree = EndpointResult<typeof permissionAdminApi.queryTreeList>;

export const rolePermissionApi = {
  tree: async () => (await call(permissionAdminApi.queryTreeList, {})).result,
  granted: async (roleId: string) =>
    (await call(permissionAdminApi.queryRolePermission, { query: { roleId } })).result,
  save: (roleId: string, permissionIds: string[], lastpermissionIds: string[]) =>
    call(permissionAdminApi.saveRolePermission, {
      body: {
        roleId,
        permissionIds: permissionIds.join(','),
        lastpermissionIds: lastpermissionIds.join(','),
      },
    }),
};

/** What a permission tree drawer grants to: a role, a department, or a department role. */
export interface GrantSource {
  /** Identifies the holder; a new key reloads the drawer. */
  key: string;
  tree(): Promise<AuthTree>;
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
    (await call(departPermissionApi.queryDepartPermission, { query: { departId } })).result,
  save: (ids, last) =>
    call(departPermissionApi.saveDepartPermission, {
      body: { departId, permissionIds: ids.join(','), lastpermissionIds: last.join(',') },
    }),
});

/** A department role's permissions, chosen within its department's. */
export const departRoleGrants = (departId: string, roleId: string): GrantSource => ({
  key: `drole:${roleId}`,
  tree: async () =>
    (await call(departPermissionApi.queryTreeListForDeptRole, { query: { departId } })).result,
  granted: async () =>
    (await call(departPermissionApi.queryDeptRolePermission, { query: { roleId } })).result,
  save: (ids, last) =>
    call(departPermissionApi.saveDeptRolePermission, {
      body: { roleId, permissionIds: ids.join(','), lastpermissionIds: last.join(',') },
    }),
});
