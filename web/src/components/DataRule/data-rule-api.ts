import { type EndpointInput, type EndpointResult, dataRuleApi as endpoints } from '@vets/contracts';
import { call } from '../../api/call';

/** A data rule of a menu. */
export type DataRule = EndpointResult<typeof endpoints.getPermRuleListByPermId>[number];

export type DataRuleInput = Omit<DataRule, 'id' | 'createTime'> & { id?: string };

type RuleBody = EndpointInput<typeof endpoints.addPermissionRule>['body'];

export const dataRuleApi = {
  list: async (permissionId: string) =>
    (await call(endpoints.getPermRuleListByPermId, { query: { permissionId } })).result,
  columns: async (permissionId: string) =>
    (await call(endpoints.dataRuleColumns, { query: { permissionId } })).result,
  save: ({ id, ...rule }: DataRuleInput) => {
    // The form offers only the conditions and statuses the server accepts (it checks them again).
    const body = rule as RuleBody;
    return id
      ? call(endpoints.editPermissionRule, { body: { ...body, id } })
      : call(endpoints.addPermissionRule, { body });
  },
  remove: (id: string) => call(endpoints.deletePermissionRule, { query: { id } }),
  forRole: async (permissionId: string, roleId: string) =>
    (await call(endpoints.roleDataRule, { params: { permissionId, roleId } }, { silent: true }))
      .result,
  saveForRole: (permissionId: string, roleId: string, ids: string[]) =>
    call(endpoints.saveRoleDataRule, {
      body: { permissionId, roleId, dataRuleIds: ids.join(',') },
    }),
};
