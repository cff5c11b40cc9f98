import { describeAudience, type PolicyAudience } from '@vets/contracts';
import type { AppContext } from '../../../core/app-context.js';
import type { PortalExtras } from '../../../core/resource/resource-binding.js';
import { policyNames } from '../services/policy-names.js';

/** A policy on the portal: 已失效 once past its 有效期至, and whom it applies to in words. */
export function policyPortalExtras(ctx: AppContext): PortalExtras {
  const today = () => ctx.clock.nowText().slice(0, 10);
  return {
    card: async (rows) =>
      rows.map((r) => ({ expired: typeof r.expireDate === 'string' && r.expireDate < today() })),
    detail: async (row) => {
      const region = typeof row.targetRegion === 'string' ? [row.targetRegion] : [];
      return { audience: describeAudience(row as PolicyAudience, await policyNames(ctx, region)) };
    },
  };
}
