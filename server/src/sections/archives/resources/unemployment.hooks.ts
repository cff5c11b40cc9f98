import { employmentStatus, unemploymentStatus } from '@vets/contracts';
import type { AppContext } from '../../../core/app-context.js';
import { badRequest } from '../../../core/errors.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { setArchiveStatus } from '../services/archive-status.js';
import { archivesDb } from '../tables.js';

const OPEN = unemploymentStatus.values.open;
export const ONE_OPEN_MESSAGE = '该退役军人已有未关闭的失业登记';

/**
 * A veteran has at most one open registration; registering one makes the archive unemployed.
 */
export function unemploymentHooks(ctx: AppContext): ResourceHooks {
  return {
    async check({ db, values, existing, mode }) {
      const archiveId = values.archiveId ?? existing?.archiveId;
      const status = existing ? existing.status : OPEN;
      if (typeof archiveId !== 'string' || status !== OPEN) return undefined;
      if (mode === 'edit' && archiveId === existing?.archiveId) return undefined;
      let query = archivesDb(db)
        .selectFrom('arcUnemployment')
        .select('id')
        .where('archiveId', '=', archiveId)
        .where('status', '=', OPEN);
      if (existing?.id) query = query.where('id', '<>', String(existing.id));
      return (await query.executeTakeFirst()) ? { archiveId: ONE_OPEN_MESSAGE } : undefined;
    },
    async afterWrite({ trx, mode, ids, actor }) {
      if (mode === 'delete') return;
      const db = archivesDb(trx);
      const written = await db
        .selectFrom('arcUnemployment')
        .select('archiveId')
        .where('id', 'in', ids)
        .where('status', '=', OPEN)
        .execute();
      const archiveIds = [...new Set(written.flatMap((r) => (r.archiveId ? [r.archiveId] : [])))];
      if (!archiveIds.length) return;
      // Rows of one import batch are checked one by one, not against each other.
      const open = await db
        .selectFrom('arcUnemployment')
        .select('archiveId')
        .where('archiveId', 'in', archiveIds)
        .where('status', '=', OPEN)
        .groupBy('archiveId')
        .having((eb) => eb.fn.countAll(), '>', 1)
        .executeTakeFirst();
      if (open) throw badRequest(ONE_OPEN_MESSAGE);
      if (mode === 'edit') return;
      await setArchiveStatus(db, archiveIds, employmentStatus.values.unemployed, {
        username: actor?.username ?? 'system',
        now: ctx.clock.nowText(),
      });
    },
  };
}
