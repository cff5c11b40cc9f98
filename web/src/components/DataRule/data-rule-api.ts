import { http } from '../../api/request';

export interface DataRule {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  status: string;
}

export type DataRuleInput = Omit<DataRule, 'id'> & { id?: string };

export const dataRuleApi = {
  list: async (permissionId: string) =>
    (await http.get<DataRule[]>('/sys/permission/getPermRuleListByPermId', { permissionId }))
      .result,
  columns: async (permissionId: string) =>
    (
      await http.get<Array<{ field: string; label: string }>>('/sys/permission/dataRuleColumns', {
        permissionId,
      })
    ).result,
  save: (rule: DataRuleInput) =>
    rule.id
      ? http.put<null>('/sys/permission/editPermissionRule', rule)
      : http.post<{ id: string }>('/sys/permission/addPermissionRule', rule),
  remove: (id: string) => http.delete<null>('/sys/permission/deletePermissionRule', { id }),
  forRole: async (permissionId: string, roleId: string) =>
    (
      await http.get<{ datarule: DataRule[]; drChecked: string }>(
        `/sys/role/datarule/${encodeURIComponent(permissionId)}/${encodeURIComponent(roleId)}`,
        {},
        { silent: true },
      )
    ).result,
  saveForRole: (permissionId: string, roleId: string, ids: string[]) =>
    http.post<null>('/sys/role/datarule', { permissionId, roleId, dataRuleIds: ids.join(',') }),
};
