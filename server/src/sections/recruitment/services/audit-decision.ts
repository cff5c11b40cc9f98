import { z } from 'zod';
import { badRequest } from '../../../core/errors.js';

/** The body of an approval call: comma-joined ids, the decision, and a reason for a rejection. */
export const auditBody = (what: string) =>
  z.object({
    ids: z.string().min(1, `请选择${what}`).max(3300),
    approve: z.boolean(),
    reason: z.string().max(200, '驳回原因最多200字').optional(),
  });

/** The distinct ids of a comma-joined list. */
export const idList = (ids: string) => [...new Set(ids.split(',').filter(Boolean))];

/** The status to store and the reason (null when approved); a rejection must say why. */
export function auditOutcome(
  decision: { approve: boolean; reason?: string | undefined },
  status: { approved: string; rejected: string },
): { status: string; reason: string | null } {
  const reason = decision.reason?.trim() ?? '';
  if (!decision.approve && !reason) throw badRequest('请填写驳回原因');
  return decision.approve
    ? { status: status.approved, reason: null }
    : { status: status.rejected, reason };
}
