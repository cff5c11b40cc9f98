import { yesNo } from '@vets/contracts';
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
      .where('active', '=', yesNo.values.yes)
      .executeTakeFirst();
    if (enabled)
      await recruitmentDb(trx)
        .updateTable('zpRecommendRule')
        .set({ active: yesNo.values.no })
        .where('id', '!=', enabled.id)
        .where('active', '=', yesNo.values.yes)
        .execute();
  },
};
