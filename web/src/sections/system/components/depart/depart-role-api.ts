import { http } from '../../../../api/request';

export interface DepartRole {
  id: string;
  departId: string;
  roleName: string;
  roleCode: string;
  description: string | null;
}

export const departRoleApi = {
  list: async (deptId: string) =>
    (await http.get<DepartRole[]>('/sys/sysDepartRole/list', { deptId })).result,
  add: (role: Pick<DepartRole, 'departId' | 'roleName' | 'roleCode'>) =>
    http.post<{ id: string }>('/sys/sysDepartRole/add', role),
  remove: (id: string) => http.delete<null>('/sys/sysDepartRole/delete', { id }),
  members: async (departId: string) =>
    (
      await http.get<Array<{ id: string; username: string; realname: string }>>(
        '/sys/user/queryUserByDepId',
        { id: departId },
      )
    ).result,
  rolesOfUser: async (departId: string, userId: string) =>
    (
      await http.get<{ roles: DepartRole[]; userRoleIds: string[] }>(
        '/sys/sysDepartRole/getDeptRoleList',
        { departId, userId },
      )
    ).result,
  setRolesOfUser: (departId: string, userId: string, roleIds: string[]) =>
    http.post<null>('/sys/sysDepartRole/deptRoleUserAdd', {
      departId,
      userId,
      newRoleId: roleIds.join(','),
    }),
};
