import { pickerApi } from '@vets/contracts';
import { call } from '../../api/call';
import { type DepartNode, loadDepart } from '../DepartPicker/depart-api';
import type { PickerUser } from '../UserPicker/user-api';
import { startLookups, withinOwnOrg } from './user-by-depart';

/** The users of a department and the departments below it. */
export async function loadUsersOfOrg(orgCode: string): Promise<PickerUser[]> {
  const res = await call(pickerApi.getUiasUserListByOrgCode, { query: { orgCode } });
  return Array.isArray(res.result) ? res.result : [];
}

/** The first department found by the user's area code then org code, within the user's own org. */
export async function loadStartDepart(user: {
  areaCode?: string | null;
  orgCode?: string | null;
}): Promise<DepartNode | null> {
  for (const code of startLookups(user)) {
    const depart = await loadDepart(code);
    if (depart && withinOwnOrg(depart.orgCode, user.orgCode)) return depart;
  }
  return null;
}
