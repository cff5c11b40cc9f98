import { companyEvaluationResource, companyResource } from '@vets/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context.js';
import { perm, requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { registerResourceRoutes } from '../../../core/resource/resource-routes.js';
import { auditBody, idList } from '../services/audit-decision.js';
import { auditCompanies, COMPANY_AUDIT } from '../services/company-audit.js';

const tags = ['企业'];

/** A company changes back to pending whenever its identity changes after a decision. */
const companyHooks: ResourceHooks = {
  extraValues({ mode, input, existing }) {
    if (mode === 'add') return { auditStatus: COMPANY_AUDIT.pending };
    const renamed =
      (input.companyName !== undefined && input.companyName !== existing?.companyName) ||
      (input.creditCode !== undefined && input.creditCode !== existing?.creditCode);
    return renamed
      ? { auditStatus: COMPANY_AUDIT.pending, auditReason: null, auditTime: null }
      : {};
  },
  async beforeDelete({ trx, ids }) {
    await trx.deleteFrom('zpCompanyEvaluation').where('companyId', 'in', ids).execute();
  },
};

/** 企业管理: the standard routes, approval, and evaluations. */
export const companyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerResourceRoutes(app, ctx, { def: companyResource, hooks: companyHooks });
  registerResourceRoutes(app, ctx, { def: companyEvaluationResource });

  app.post(
    '/recruitment/company/audit',
    {
      config: { access: perm('recruitment:company:audit') },
      schema: {
        tags,
        summary: '审核企业：通过，或填写原因驳回',
        body: auditBody('企业'),
      },
    },
    async (request) => {
      const ids = idList(request.body.ids);
      const count = await auditCompanies(ctx, ids, request.body, requireAuth(request).username);
      return ok(count, request.body.approve ? '审核通过' : '已驳回');
    },
  );
};
