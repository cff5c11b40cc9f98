import { contestPortalApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { portalReadConfig } from '../../../../core/anonymous-rate-limit.js';
import { serve } from '../../../../core/api-route.js';
import type { AppContext } from '../../../../core/app-context.js';
import { ok } from '../../../../core/envelope.js';
import { portalContest, portalContests, portalSignUps } from '../services/contest-portal.js';

/**
 * 创业大赛 on the portal: anonymous, read-only, rate limited. Only editions staff published;
 * rankings only once announced; no entrant's or judge's personal data ever leaves here.
 */
export const contestPortalRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const config = portalReadConfig(ctx);

  serve(
    app,
    contestPortalApi.list,
    async (request) => ok(await portalContests(ctx, request.query)),
    {
      config,
    },
  );

  serve(app, contestPortalApi.signUp, async () => ok(await portalSignUps(ctx)), { config });

  serve(
    app,
    contestPortalApi.byId,
    async (request) => ok(await portalContest(ctx, request.query.id)),
    {
      config,
    },
  );
};
