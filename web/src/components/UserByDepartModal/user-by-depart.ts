import { sex as sexDict } from '@vets/contracts';
import type { PickerUser } from '../UserPicker/user-api';

export const USER_BY_DEPART_WIDTH = 1250;
export const USER_BY_DEPART_TITLE = 'select users by department';
export const NO_OWN_DEPART = '当前用户未设置所属机构';

/** Whether a department lies in the subtree of the user's own org code. */
export function withinOwnOrg(orgCode: string, ownOrgCode: string | null | undefined): boolean {
  return !ownOrgCode || orgCode.startsWith(ownOrgCode);
}

/**
 * The codes to look the starting department up by, in order: the user's area code (its service
 * office), then the user's own org code.
 */
export function startLookups(user: {
  areaCode?: string | null;
  orgCode?: string | null;
}): string[] {
  return [user.areaCode, user.orgCode].filter((c): c is string => Boolean(c));
}

export function sexText(sex: string | null | undefined): string {
  return sexDict.items.find((i) => i.value === sex)?.text ?? '';
}

/** Users whose username or real name contains the keyword. */
export function matchUsers(users: readonly PickerUser[], keyword: string): PickerUser[] {
  const text = keyword.trim().toLowerCase();
  if (!text) return [...users];
  return users.filter(
    (u) => u.username.toLowerCase().includes(text) || u.realname.toLowerCase().includes(text),
  );
}
