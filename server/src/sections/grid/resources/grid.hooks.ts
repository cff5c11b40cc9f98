import { parseGridBoundary } from '@vets/contracts';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { gridDb } from '../tables.js';

const ids = (value: unknown) =>
  typeof value === 'string' && value ? [...new Set(value.split(','))] : [];

/**
 * A grid's boundary must be a closed ring in Hebei, and `grid_worker` follows its workers for the
 * grid worker's data rule.
 */
export const gridHooks: ResourceHooks = {
  check({ values }) {
    const boundary = values.boundary;
    if (typeof boundary !== 'string' || boundary === '') return undefined;
    const parsed = parseGridBoundary(boundary);
    return parsed.ok ? undefined : { boundary: parsed.message };
  },
  async afterWrite({ trx, mode, ids: gridIds }) {
    if (mode === 'delete') return;
    const db = gridDb(trx);
    const grids = await db
      .selectFrom('gridGrid')
      .select(['id', 'workerIds'])
      .where('id', 'in', gridIds)
      .execute();
    await db.deleteFrom('gridWorker').where('gridId', 'in', gridIds).execute();
    const rows = grids.flatMap((g) => ids(g.workerIds).map((userId) => ({ gridId: g.id, userId })));
    if (rows.length) await db.insertInto('gridWorker').values(rows).execute();
  },
  async beforeDelete({ trx, ids: gridIds }) {
    await gridDb(trx).deleteFrom('gridWorker').where('gridId', 'in', gridIds).execute();
  },
};
