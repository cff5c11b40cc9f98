import type { AppContext } from '../../../core/app-context.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { markEmployedByRecord } from '../services/archive-status.js';
import { archivesDb } from '../tables.js';

/** Adding a current employment record (no end date) makes the veteran employed. */
export function employmentHooks(ctx: AppContext): ResourceHooks {
  return {
    async afterWrite({ trx, mode, ids, actor }) {
      if (mode !== 'add' && mode !== 'import') return;
      const db = archivesDb(trx);
      const current = await db
        .selectFrom('arcEmployment')
        .select('archiveId')
        .where('id', 'in', ids)
        .where('endDate', 'is', null)
        .execute();
      await markEmployedByRecord(
        db,
        current.map((r) => r.archiveId),
        { username: actor?.username ?? 'system', now: ctx.clock.nowText() },
      );
    },
  };
}
