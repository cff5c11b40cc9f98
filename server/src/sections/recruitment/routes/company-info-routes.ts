import { companyAuditStatus, companyInfoApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { ok } from '../../../core/envelope.js';
import { notFound } from '../../../core/errors.js';
import { recruitmentDb } from '../tables.js';

/** 企业信息: the approval status a company user's department dialog stores as liustate. */
export const companyInfoRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  serve(app, companyInfoApi.queryById, async (request) => {
    // `records` has already answered 404 for a company outside the caller's scope.
    const row = await recruitmentDb(ctx.db)
      .selectFrom('zpCompany')
      .select(['id', 'companyName', 'auditStatus', 'auditReason', 'auditTime'])
      .where('id', '=', request.query.id)
      .executeTakeFirst();
    if (!row) throw notFound('未找到对应的企业');
    const texts = await ctx.dictCache.lookup([companyAuditStatus.code]);
    const status = row.auditStatus ?? companyAuditStatus.values.pending;
    return ok(
      {
        id: row.id,
        companyName: row.companyName,
        approvalStatus: status,
        approvalStatus_dictText: texts.get(companyAuditStatus.code)?.get(status) ?? status,
        auditReason: row.auditReason,
        auditTime: row.auditTime,
      },
      '查询成功',
    );
  });
};
