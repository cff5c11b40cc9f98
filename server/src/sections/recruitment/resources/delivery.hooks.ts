import { deliveryStatus, positionStatus } from '@vets/contracts';
import type { AppContext } from '../../../core/app-context.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { changeDeliveryStatus } from '../services/delivery-pipeline.js';
import { recruitmentDb } from '../tables.js';

/** One application per resume and published position; it counts on the position. */
export function deliveryHooks(ctx: AppContext): ResourceHooks {
  return {
    actions: { changeStatus: changeDeliveryStatus(ctx) },
    async check({ db, values, mode }) {
      if (mode === 'edit') return undefined;
      const position = await recruitmentDb(db)
        .selectFrom('zpPosition')
        .select(['status', 'expireDate'])
        .where('id', '=', String(values.positionId))
        .executeTakeFirst();
      if (!position) return undefined;
      if (
        position.status !== positionStatus.values.published ||
        position.expireDate < ctx.clock.nowText().slice(0, 10)
      )
        return { positionId: '岗位未发布或已截止，不能投递' };
      const taken = await recruitmentDb(db)
        .selectFrom('zpDelivery')
        .select('id')
        .where('resumeId', '=', String(values.resumeId))
        .where('positionId', '=', String(values.positionId))
        .executeTakeFirst();
      return taken ? { positionId: '该求职者已投递过此岗位' } : undefined;
    },
    async extraValues({ input, mode }) {
      if (mode !== 'add') return {};
      const position = await recruitmentDb(ctx.db)
        .selectFrom('zpPosition')
        .select(['companyId'])
        .where('id', '=', String(input.positionId))
        .executeTakeFirstOrThrow();
      return {
        companyId: position.companyId,
        status: deliveryStatus.values.delivered,
        deliverTime: ctx.clock.nowText(),
      };
    },
    async afterWrite({ trx, mode, input }) {
      if (mode !== 'add' || typeof input?.positionId !== 'string') return;
      await recruitmentDb(trx)
        .updateTable('zpPosition')
        .set((eb) => ({ applyCount: eb('applyCount', '+', 1) }))
        .where('id', '=', input.positionId)
        .execute();
    },
    async beforeDelete({ trx, ids }) {
      await recruitmentDb(trx).deleteFrom('zpInterview').where('deliveryId', 'in', ids).execute();
    },
  };
}
