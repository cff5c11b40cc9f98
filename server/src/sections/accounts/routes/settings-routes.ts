import { ACCOUNT_SETTINGS_MESSAGES, accountSettingsApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { AccountProfiles } from '../services/account-profile.js';

/** 账号设置: the caller's own profile, read and saved; the session names the user. */
export const settingsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const profiles = new AccountProfiles(ctx);

  serve(app, accountSettingsApi.profile, async (request) =>
    ok(await profiles.read(requireAuth(request).userId), ACCOUNT_SETTINGS_MESSAGES.loaded),
  );

  serve(app, accountSettingsApi.saveProfile, async (request) => {
    const auth = requireAuth(request);
    const profile = await profiles.save(auth.userId, auth.username, request.body);
    return ok(profile, ACCOUNT_SETTINGS_MESSAGES.saved);
  });
};
