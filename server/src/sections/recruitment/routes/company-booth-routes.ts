import {
  boothStatus,
  COMPANY_BOOTH_MESSAGES,
  companyBoothApi,
  fairBoothResource,
} from '@vets/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, notFound } from '../../../core/errors.js';
import {
  COMPANY_BOOTH_DICTS,
  fairsForCompany,
  publishedPositionsOf,
} from '../services/company-booths.js';
import { fairOpenForSignUp } from '../services/fair-sign-up.js';
import { recruitmentDb } from '../tables.js';

/**
 * 参会申请: a company user applies for booths at job fairs with its own published positions.
 * The company is always the signed-in user's; staff review the applications on the fair.
 */
export const companyBoothRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const companyOf = (request: FastifyRequest) => {
    const { companyId } = requireAuth(request);
    if (!companyId) throw badRequest(COMPANY_BOOTH_MESSAGES.noCompany);
    return companyId;
  };

  serve(app, companyBoothApi.fairs, async (request) => {
    const texts = await ctx.dictCache.lookup(COMPANY_BOOTH_DICTS);
    return ok(await fairsForCompany(ctx.db, companyOf(request), ctx.clock.nowText(), texts));
  });

  serve(app, companyBoothApi.positions, async (request) =>
    ok(await publishedPositionsOf(ctx.db, companyOf(request))),
  );

  serve(app, companyBoothApi.apply, async (request) => {
    const companyId = companyOf(request);
    const { fairId } = request.body;
    const positionIds = [...new Set(request.body.positionIds)];
    if (!(await fairOpenForSignUp(ctx.db, fairId, ctx.clock.nowText())))
      throw badRequest(COMPANY_BOOTH_MESSAGES.fairClosed);
    const own = new Set((await publishedPositionsOf(ctx.db, companyId)).map((p) => p.id));
    if (!positionIds.every((id) => own.has(id))) throw badRequest(COMPANY_BOOTH_MESSAGES.positions);
    const service = ctx.resources.service(fairBoothResource);
    // The company is the session's and the fair any open one: checked above, not by scope.
    const added = await service.add(
      { fairId, companyId, positionIds: positionIds.join(',') },
      await service.actorFor(request),
      service.trustedScope(request),
    );
    return ok({ id: String(added.id) }, COMPANY_BOOTH_MESSAGES.applied);
  });

  serve(app, companyBoothApi.withdraw, async (request) => {
    const companyId = companyOf(request);
    const booths = recruitmentDb(ctx.db);
    const booth = await booths
      .selectFrom('zpFairBooth')
      .select(['id', 'status'])
      .where('id', '=', request.body.id)
      .where('companyId', '=', companyId)
      .executeTakeFirst();
    if (!booth) throw notFound('未找到对应的展位申请');
    const removed = await booths
      .deleteFrom('zpFairBooth')
      .where('id', '=', booth.id)
      .where('status', '=', boothStatus.values.pending)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw badRequest(COMPANY_BOOTH_MESSAGES.notPending);
    return ok(null, COMPANY_BOOTH_MESSAGES.withdrawn);
  });
};
