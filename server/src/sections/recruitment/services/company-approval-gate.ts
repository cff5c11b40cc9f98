import {
  COMPANY_NOT_APPROVED_MESSAGE,
  companyAuditStatus,
  ROLE_COMPANY_USER,
} from '@vets/contracts';
import { forbidden } from '../../../core/errors.js';
import type { AddGuard } from '../../../core/resource/engine-context.js';
import { recruitmentDb } from '../tables.js';

/**
 * A company user adds nothing until staff approve its company (the spec's gate); other users
 * add freely. A company user without a company (a claim not yet linked) is not approved either.
 */
export const companyApprovalGate: AddGuard = async (db, actor) => {
  const companyRole = await db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
    .select('r.id')
    .where('ur.userId', '=', actor.userId)
    .where('r.roleCode', '=', ROLE_COMPANY_USER)
    .executeTakeFirst();
  if (!companyRole) return;
  const company = actor.companyId
    ? await recruitmentDb(db)
        .selectFrom('zpCompany')
        .select('auditStatus')
        .where('id', '=', actor.companyId)
        .executeTakeFirst()
    : undefined;
  if (company?.auditStatus !== companyAuditStatus.values.approved)
    throw forbidden(COMPANY_NOT_APPROVED_MESSAGE);
};
