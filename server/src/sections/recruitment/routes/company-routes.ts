import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../core/app-context.js';
import { perm, requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { auditBody, idList } from '../services/audit-decision.js';
import { auditCompanies } from '../services/company-audit.js';

const tags = ['企业'];

/** 企业管理: approval (the companies and their evaluations are resources). */
export const companyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
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
