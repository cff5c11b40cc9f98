import type { AppContext } from '../../../core/app-context.js';
import { badRequest, notFound } from '../../../core/errors.js';
import { type RecruitmentDb, recruitmentDb } from '../tables.js';
import { auditOutcome } from './audit-decision.js';

export const COMPANY_AUDIT = { pending: '0', approved: '1', rejected: '2' } as const;

/** Approves or rejects (with a reason) companies; a rejected company may be approved later. */
export async function auditCompanies(
  ctx: AppContext,
  ids: string[],
  decision: { approve: boolean; reason?: string | undefined },
  by: string,
): Promise<number> {
  const outcome = auditOutcome(decision, COMPANY_AUDIT);
  const now = ctx.clock.nowText();
  return recruitmentDb(ctx.db)
    .transaction()
    .execute(async (trx) => {
      const found = await trx.selectFrom('zpCompany').select('id').where('id', 'in', ids).execute();
      if (found.length !== new Set(ids).size) throw notFound('部分企业不存在');
      const result = await trx
        .updateTable('zpCompany')
        .set({
          auditStatus: outcome.status,
          auditReason: outcome.reason,
          auditTime: now,
          updateBy: by,
          updateTime: now,
          version: (eb) => eb('version', '+', 1),
        })
        .where('id', 'in', ids)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    });
}

/** A position may be published only for an approved company. */
export async function requireApprovedCompany(db: RecruitmentDb, companyId: string): Promise<void> {
  const company = await db
    .selectFrom('zpCompany')
    .select('auditStatus')
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw badRequest('招聘企业不存在');
  if (company.auditStatus !== COMPANY_AUDIT.approved)
    throw badRequest('企业尚未通过审核，不能发布岗位');
}
