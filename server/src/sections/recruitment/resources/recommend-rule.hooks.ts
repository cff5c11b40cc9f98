import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { recruitmentDb } from '../tables.js';

/** Enabling a rule disables the others, so exactly one drives the matching. */
export const recommendRuleHooks: ResourceHooks = {
  async afterWrite({ trx, mode, ids }) {
    if (mode === 'delete') return;
    const enabled = await recruitmentDb(trx)
      .selectFrom('zpRecommendRule')
      .select('id')
      .where('id', 'in', ids)
      .where('active', '=', 'Y')
      .executeTakeFirst();
    if (enabled)
      await recruitmentDb(trx)
        .updateTable('zpRecommendRule')
        .set({ active: 'N' })
        .where('id', '!=', enabled.id)
        .where('active', '=', 'Y')
        .execute();
  },
};
