import { positionStatus } from '@vets/contracts';
import type { AppContext } from '../../../core/app-context.js';
import { badRequest } from '../../../core/errors.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { positionDerivedColumns } from '../services/position-derived.js';
import { beforePositionTransition } from '../services/position-lifecycle.js';
import { recruitmentDb } from '../tables.js';

/**
 * Derived columns on every write; a new position is a draft; publishing checks the company and
 * the expiry date; positions with applications are closed, never deleted.
 */
export function positionHooks(ctx: AppContext): ResourceHooks {
  const db = recruitmentDb(ctx.db);
  return {
    beforeTransition: beforePositionTransition(() => ctx.clock.nowText().slice(0, 10)),
    async extraValues({ input, mode, existing }) {
      const derived = await positionDerivedColumns(db, input, existing);
      return mode === 'add' ? { ...derived, status: positionStatus.values.draft } : derived;
    },
    async beforeDelete({ trx, ids }) {
      const used = await recruitmentDb(trx)
        .selectFrom('zpDelivery')
        .select('id')
        .where('positionId', 'in', ids)
        .executeTakeFirst();
      if (used) throw badRequest('岗位已有投递记录，不能删除，请改为关闭');
    },
  };
}
