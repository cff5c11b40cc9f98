import { deliveryStatus } from '@vets/contracts';
import type { AppContext } from '../../../core/app-context.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { recruitmentDb } from '../tables.js';

/** An interview belongs to an open application, which moves to 邀请面试. */
export function interviewHooks(ctx: AppContext): ResourceHooks {
  return {
    async check({ db, values, mode }) {
      if (mode === 'edit') return undefined;
      const delivery = await recruitmentDb(db)
        .selectFrom('zpDelivery')
        .select('status')
        .where('id', '=', String(values.deliveryId))
        .executeTakeFirst();
      if (!delivery) return { deliveryId: '投递记录不存在' };
      if (
        delivery.status === deliveryStatus.values.hired ||
        delivery.status === deliveryStatus.values.rejected
      )
        return { deliveryId: '该投递已有结果，不能再安排面试' };
      return undefined;
    },
    async extraValues({ input, mode }) {
      if (mode !== 'add') return {};
      const d = await recruitmentDb(ctx.db)
        .selectFrom('zpDelivery')
        .select(['resumeId', 'positionId'])
        .where('id', '=', String(input.deliveryId))
        .executeTakeFirstOrThrow();
      return {
        resumeId: d.resumeId,
        positionId: d.positionId,
      };
    },
    async afterWrite({ trx, mode, input }) {
      if (mode !== 'add' || typeof input?.deliveryId !== 'string') return;
      const now = ctx.clock.nowText();
      await recruitmentDb(trx)
        .updateTable('zpDelivery')
        .set({ status: deliveryStatus.values.interview, interviewTime: now, updateTime: now })
        .where('id', '=', input.deliveryId)
        .where('status', 'in', [deliveryStatus.values.delivered, deliveryStatus.values.viewed])
        .execute();
    },
  };
}
