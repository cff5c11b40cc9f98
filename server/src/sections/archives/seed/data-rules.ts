import type { SeedDataRule } from '../../../core/auth/data-rule-seed.js';
import { ARCHIVE_PAGE_IDS } from './menus.js';

/**
 * Staff see the archives of their department and the departments below it; grid workers see
 * the veterans of their own grids (`#{sys_user_grids}` is the grid section's variable). The
 * lists built on the archive follow the archive through `scopeThrough`.
 */
export const ARCHIVES_DATA_RULES: SeedDataRule[] = [
  {
    id: 'dr-arc-basic-org',
    menuId: ARCHIVE_PAGE_IDS.basic,
    ruleName: '本部门及下级部门的档案',
    ruleColumn: 'sysOrgCode',
    ruleConditions: 'RIGHT_LIKE',
    ruleValue: '#{sys_org_code}',
    roles: ['staff'],
  },
  {
    id: 'dr-arc-basic-grid',
    menuId: ARCHIVE_PAGE_IDS.basic,
    ruleName: '本人负责网格的档案',
    ruleColumn: 'gridId',
    ruleConditions: 'IN',
    ruleValue: '#{sys_user_grids}',
    roles: ['gridWorker'],
  },
];
