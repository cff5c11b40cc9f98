import type { AppContext } from '../../../core/app-context.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { applyPlacements } from '../services/placement.js';
import { archivesDb } from '../tables.js';

/** A job result added (or imported) places the veteran: see `applyPlacements`. */
export function jobResultHooks(ctx: AppContext): ResourceHooks {
  return {
    async afterWrite({ trx, mode, ids, actor }) {
      if (mode !== 'add' && mode !== 'import') return;
      const db = archivesDb(trx);
      const rows = await db
        .selectFrom('arcJobResult')
        .select([
          'archiveId',
          'employer',
          'jobTitle',
          'placementDate',
          'monthlySalary',
          'employmentType',
          'channel',
        ])
        .where('id', 'in', ids)
        .execute();
      const placements = rows.flatMap((r) =>
        r.archiveId ? [{ ...r, archiveId: r.archiveId }] : [],
      );
      await applyPlacements(db, placements, {
        username: actor?.username ?? 'system',
        now: ctx.clock.nowText(),
      });
    },
  };
}
