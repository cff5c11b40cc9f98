import { matchPolicy, policyMatchApi, publishStatus } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { notFound } from '../../../core/errors.js';
import { policyArchive } from '../../archives/index.js';
import { archiveOfAccount } from '../../recruitment/index.js';
import { policyNames } from '../services/policy-names.js';
import { publishingDb } from '../tables.js';

/** 政策找人 on the portal: whether a published policy applies to the signed-in veteran, and why. */
export const policyMatchRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  serve(app, policyMatchApi.applicability, async (request) => {
    const policy = await publishingDb(ctx.db)
      .selectFrom('pubPolicy')
      .selectAll()
      .where('id', '=', request.query.id)
      .where('status', '=', publishStatus.values.published)
      .executeTakeFirst();
    if (!policy) throw notFound('政策不存在或已撤回');
    const archiveId = await archiveOfAccount(ctx.db, requireAuth(request).userId);
    const person = archiveId ? await policyArchive(ctx.db, archiveId) : undefined;
    if (!person) return ok({ linked: false, applies: false, reasons: [] });
    const names = await policyNames(ctx, policy.targetRegion ? [policy.targetRegion] : []);
    const today = ctx.clock.nowText().slice(0, 10);
    return ok({ linked: true, ...matchPolicy(policy, person, today, names) });
  });
};
