import { type AccountProfileEdit, accountSettingsApi } from '@vets/contracts';
import { call } from '../../api/call';

/** The accounts section's calls from the back office: 账号设置. */
export const accountSettings = {
  profile: async () => (await call(accountSettingsApi.profile, {})).result,
  save: (body: AccountProfileEdit) =>
    call(accountSettingsApi.saveProfile, { body }, { silent: true }),
};

export const PROFILE_QUERY_KEY = ['accounts', 'settings', 'profile'] as const;
