import {
  departPermissionApi,
  type EndpointInput,
  type EndpointResult,
  userApi,
} from '@vets/contracts';
import { call } from '../../../../api/call';

/** A department role. */
export type DepartRole = EndpointResult<typeof departPermissionApi.roleList>[number];

export const departRoleApi = {
  list: async (deptId: string) =>
    (await call(departPermissionApi.roleList, { query: { deptId } })).result,
  add: (role: EndpointInput<typeof departPermissionApi.roleAdd>['body']) =>
    call(departPermissionApi.roleAdd, { body: role }),
  remove: (id: string) => call(departPermissionApi.roleDelete, { query: { id } }),
  members: async (departId: string) =>
    (await call(userApi.queryUserByDepId, { query: { id: departId } })).result,
  rolesOfUser: async (departId: string, userId: string) =>
    (await call(departPermissionApi.getDeptRoleList, { query: { departId, userId } })).result,
  setRolesOfUser: (departId: string, userId: string, roleIds: string[]) =>
    call(departPermissionApi.deptRoleUserAdd, {
      body: { departId, userId, newRoleId: roleIds.join(',') },
    }),
};
