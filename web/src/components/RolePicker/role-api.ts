import { http } from '../../api/request';
import { pagedRows } from '../picker/paged-result';

export const ROLE_LIST_URL = '/sys/role/list';
export const ROLE_PICKER_WIDTH = 800;
const ALL_ROLES_PAGE = 200;

export interface PickerRole {
  id: string;
  roleName: string;
  roleCode: string;
}

/** Role names by role code, for the codes given. */
export async function loadRoleNames(
  codes: readonly string[],
): Promise<Array<readonly [string, string]>> {
  const res = await http.get<unknown>(
    ROLE_LIST_URL,
    { pageNo: 1, pageSize: ALL_ROLES_PAGE },
    { silent: true },
  );
  const byCode = new Map(
    pagedRows<PickerRole>(res.result).records.map((r) => [r.roleCode, r.roleName]),
  );
  return codes.flatMap((code) => {
    const name = byCode.get(code);
    return name === undefined ? [] : [[code, name] as const];
  });
}
