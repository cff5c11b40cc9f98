import { companyAuditStatus } from '@vets/contracts';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { recruitmentDb } from '../tables.js';

/** A company changes back to pending whenever its identity changes after a decision. */
export const companyHooks: ResourceHooks = {
  extraValues({ mode, input, existing }) {
    if (mode === 'add') return { auditStatus: companyAuditStatus.values.pending };
    const renamed =
      (input.companyName !== undefined && input.companyName !== existing?.companyName) ||
      (input.creditCode !== undefined && input.creditCode !== existing?.creditCode);
    return renamed
      ? { auditStatus: companyAuditStatus.values.pending, auditReason: null, auditTime: null }
      : {};
  },
  async beforeDelete({ trx, ids }) {
    await recruitmentDb(trx)
      .deleteFrom('zpCompanyEvaluation')
      .where('companyId', 'in', ids)
      .execute();
  },
};
