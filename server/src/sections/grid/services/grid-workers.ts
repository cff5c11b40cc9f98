import type { Db } from '../../../db/database.js';
import { gridDb } from '../tables.js';

/** The workers of each of these grids, by grid id. */
export async function workersOfGrids(db: Db, gridIds: string[]): Promise<Map<string, string[]>> {
  const byGrid = new Map<string, string[]>();
  if (!gridIds.length) return byGrid;
  const rows = await gridDb(db)
    .selectFrom('gridWorker')
    .select(['gridId', 'userId'])
    .where('gridId', 'in', gridIds)
    .execute();
  for (const r of rows) byGrid.set(r.gridId, [...(byGrid.get(r.gridId) ?? []), r.userId]);
  return byGrid;
}
