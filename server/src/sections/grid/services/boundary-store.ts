import type { AppContext } from '../../../core/app-context.js';
import { notFound } from '../../../core/errors.js';
import { gridDb } from '../tables.js';

/** Writes a grid's boundary (already checked and in scope) and bumps its version. */
export async function saveBoundary(
  ctx: AppContext,
  change: { id: string; boundary: string | null; username: string },
): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const db = gridDb(trx);
    const row = await db
      .selectFrom('gridGrid')
      .select('version')
      .where('id', '=', change.id)
      .executeTakeFirst();
    if (!row) throw notFound('未找到对应的网格');
    const version = Number(row.version) + 1;
    await db
      .updateTable('gridGrid')
      .set({
        boundary: change.boundary,
        version,
        updateBy: change.username,
        updateTime: ctx.clock.nowText(),
      })
      .where('id', '=', change.id)
      .execute();
    return version;
  });
}
