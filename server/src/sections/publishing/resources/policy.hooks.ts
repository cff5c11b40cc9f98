import { policyResource } from '@vets/contracts';
import type { AppContext } from '../../../core/app-context.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { findPolicyPeople } from '../services/policy-finder.js';
import { policyPortalExtras } from './policy-portal.js';
import { publishableHooks } from './publishable.hooks.js';

/** A policy is published like any item, and staff may run 政策找人 for it at once. */
export function policyHooks(ctx: AppContext): ResourceHooks {
  const publishing = publishableHooks(policyResource)(ctx);
  return {
    ...publishing,
    portalExtras: policyPortalExtras(ctx),
    actions: {
      ...publishing.actions,
      findPeople: {
        async run({ rows }) {
          const { notified } = await findPolicyPeople(ctx, String(rows[0]?.id));
          return {
            message: notified
              ? `已通知${notified}名新符合条件的退役军人及其网格员`
              : '没有新符合条件的退役军人（已通知过的不再重复通知）',
          };
        },
      },
    },
  };
}
