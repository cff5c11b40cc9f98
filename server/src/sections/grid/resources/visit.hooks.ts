import type { AppContext } from '../../../core/app-context.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { archiveGrids } from '../../archives/index.js';
import { gridDb } from '../tables.js';

/**
 * A visit notes the grid its veteran was in when visited (so the grid's visit coverage stays
 * true after the veteran moves), and who visited: the acting user unless someone else is named.
 */
export function visitHooks(ctx: AppContext): ResourceHooks {
  return {
    async extraValues({ input, mode, existing }) {
      const archiveId = typeof input.archiveId === 'string' ? input.archiveId : undefined;
      if (!archiveId || (mode === 'edit' && archiveId === existing?.archiveId)) return {};
      const grids = await archiveGrids(ctx.db, [archiveId]);
      return { gridId: grids.get(archiveId) ?? null };
    },
    async afterWrite({ trx, mode, ids, actor }) {
      if (mode === 'delete' || !ids.length) return;
      const db = gridDb(trx);
      if (mode === 'import') {
        const rows = await db
          .selectFrom('gridVisit')
          .select(['id', 'archiveId'])
          .where('id', 'in', ids)
          .execute();
        const archiveIds = rows.flatMap((r) => (r.archiveId ? [r.archiveId] : []));
        const grids = await archiveGrids(trx, [...new Set(archiveIds)]);
        for (const r of rows) {
          const gridId = r.archiveId ? grids.get(r.archiveId) : null;
          if (gridId)
            await db.updateTable('gridVisit').set({ gridId }).where('id', '=', r.id).execute();
        }
      }
      if (!actor) return;
      const user = await db
        .selectFrom('sysUser')
        .select('realname')
        .where('id', '=', actor.userId)
        .executeTakeFirst();
      const visitor = user?.realname || actor.username;
      await db
        .updateTable('gridVisit')
        .set({ visitor: visitor.slice(0, 30) })
        .where('id', 'in', ids)
        .where((eb) => eb.or([eb('visitor', 'is', null), eb('visitor', '=', '')]))
        .execute();
    },
  };
}
