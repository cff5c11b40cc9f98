import type { AccountProfile, AccountProfileEdit, UserInfo } from '@vets/contracts';

/** What 基本设置's form holds. */
export interface ProfileFormValues {
  realname: string;
  email?: string | null;
  sex?: string | null;
  avatar?: string | null;
}

/** The form's values for a profile as read. */
export function formValuesOf(profile: AccountProfile): ProfileFormValues {
  return {
    realname: profile.realname,
    email: profile.email ?? '',
    sex: profile.sex,
    avatar: profile.avatar,
  };
}

/**
 * What a save sends: the four editable fields, each present (a cleared field clears it), and the
 * version the profile was read at.
 */
export function editOf(values: ProfileFormValues, version: number): AccountProfileEdit {
  return {
    realname: values.realname.trim(),
    email: values.email?.trim() || null,
    sex: values.sex || null,
    avatar: values.avatar || null,
    version,
  };
}

/** The stored session user after a save, so the header greets the new name and avatar at once. */
export function userInfoWithProfile(user: UserInfo, profile: AccountProfile): UserInfo {
  return { ...user, realname: profile.realname, email: profile.email, avatar: profile.avatar };
}
