import { badRequest } from '../../../core/errors.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { positionDerivedColumns } from '../services/position-derived.js';
import { POSITION_STATUS } from '../services/position-lifecycle.js';
import { type RecruitmentDb, recruitmentDb } from '../tables.js';

/** Derived columns on every write; a new position is a draft; applied-for ones stay. */
export function positionHooks(db: RecruitmentDb): ResourceHooks {
  return {
    async extraValues({ input, mode, existing }) {
      const derived = await positionDerivedColumns(db, input, existing);
      return mode === 'add' ? { ...derived, status: POSITION_STATUS.draft } : derived;
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
