import type { SeedDataRule } from '../../../core/auth/data-rule-seed.js';
import { GRID_PAGE_IDS } from './menus.js';

/**
 * Staff see the grids of their department and those below it (a grid is kept by the office of
 * its region); grid workers see the grids they work. Visits follow their veteran's archive.
 */
export const GRID_DATA_RULES: SeedDataRule[] = [
  {
    id: 'dr-grid-grid-org',
    menuId: GRID_PAGE_IDS.grid,
    ruleName: '本部门及下级部门的网格',
    ruleColumn: 'sysOrgCode',
    ruleConditions: 'RIGHT_LIKE',
    ruleValue: '#{sys_org_code}',
    roles: ['staff'],
  },
  {
    id: 'dr-grid-grid-worker',
    menuId: GRID_PAGE_IDS.grid,
    ruleName: '本人负责的网格',
    ruleColumn: 'id',
    ruleConditions: 'IN',
    ruleValue: '#{sys_user_grids}',
    roles: ['gridWorker'],
  },
];
