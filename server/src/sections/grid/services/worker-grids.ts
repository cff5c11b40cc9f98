import type { RuleVariable } from '../../../core/auth/rule-variables.js';
import { gridDb } from '../tables.js';

/** `#{sys_user_grids}`: the grids the signed-in user works, for the grid worker's data rule. */
export const userGridsVariable: RuleVariable = {
  name: 'sys_user_grids',
  label: '当前用户负责的网格',
  async values(db, userId) {
    const rows = await gridDb(db)
      .selectFrom('gridWorker')
      .select('gridId')
      .where('userId', '=', userId)
      .execute();
    return rows.map((r) => r.gridId);
  },
};
