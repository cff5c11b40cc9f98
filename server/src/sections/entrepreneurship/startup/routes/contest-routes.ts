import { contestApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../../core/api-route.js';
import type { AppContext } from '../../../../core/app-context.js';
import { requireAuth } from '../../../../core/auth/access.js';
import { ok } from '../../../../core/envelope.js';
import { rankingView } from '../services/contest-results.js';
import { SCORE_MESSAGES, saveScores, scoreSheet } from '../services/contest-scores.js';

/**
 * 录入评分 and the ranking of a contest edition. The edition and the judge must be in the
 * caller's scope (the endpoints' `records`), else 404.
 */
export const contestRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  serve(app, contestApi.scoreSheet, async (request) => {
    const { editionId, judgeId } = request.query;
    return ok(await scoreSheet(ctx, editionId, judgeId), '查询成功');
  });

  serve(app, contestApi.saveScores, async (request) => {
    await saveScores(ctx, request.body, requireAuth(request).username);
    return ok(null, SCORE_MESSAGES.saved);
  });

  serve(app, contestApi.ranking, async (request) =>
    ok(await rankingView(ctx, request.query.editionId), '查询成功'),
  );
};
