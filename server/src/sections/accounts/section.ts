import { ACCOUNTS_DICTS, companyClaimResource, VETERAN_PERMISSION } from '@vets/contracts';
import type { SeedDataRule } from '../../core/auth/data-rule-seed.js';
import { listPageOf, type SeedMenu } from '../../core/auth/menu-seed.js';
import { defineSection } from '../../core/section.js';
import * as m0025 from './migrations/0025-company-claims.js';
import * as m0026 from './migrations/0026-veteran-link-attempts.js';
import { companyClaimHooks } from './resources/company-claim.hooks.js';
import { alterationRoutes } from './routes/alteration-routes.js';
import { registerRoutes } from './routes/register-routes.js';
import { settingsRoutes } from './routes/settings-routes.js';
import { veteranRoutes } from './routes/veteran-routes.js';
import type { AccountsTables } from './tables.js';

/** Under 招聘管理, beside the companies the claims are about. */
const claimPage = listPageOf({
  parentId: 'menu-zp',
  urlBase: '/recruitment',
  area: 'accounts',
  roles: ['admin', 'staff'],
});

const CLAIM_PAGE = 'menu-zp-companyClaim';

/** Staff handle the claims of their office and the offices below it. */
const ACCOUNTS_DATA_RULES: SeedDataRule[] = [
  {
    id: 'dr-acc-claim-org',
    menuId: CLAIM_PAGE,
    ruleName: '本部门及下级部门的认领申请',
    ruleColumn: 'sysOrgCode',
    ruleConditions: 'RIGHT_LIKE',
    ruleValue: '#{sys_org_code}',
    roles: ['staff'],
  },
];

const VETERAN_AREA = 'menu-veteran';
const veteranCode = (n: number, name: string, perms: string): SeedMenu => ({
  id: `${VETERAN_AREA}-b${n}`,
  parentId: VETERAN_AREA,
  name,
  url: '',
  component: null,
  menuType: 2,
  perms,
  sortNo: n,
  roles: ['veteran'],
});

/**
 * What a veteran holds: their own account on the portal (我的求职). The entry is hidden:
 * veterans work on the portal, not in the back office's menu.
 */
const VETERAN_MENUS: SeedMenu[] = [
  {
    id: VETERAN_AREA,
    parentId: null,
    name: '我的求职',
    url: '/grzx',
    component: null,
    menuType: 0,
    sortNo: 99,
    hidden: true,
    roles: ['veteran'],
  },
  veteranCode(1, '本人求职事项', VETERAN_PERMISSION),
];

/** 账号设置 under 个人页 (the system section's group), for every back-office role. */
const SETTINGS_MENU: SeedMenu = {
  id: 'menu-account-settings',
  parentId: 'menu-account',
  name: '账号设置',
  url: '/account/settings',
  component: 'accounts/AccountSettings',
  componentName: 'AccountSettings',
  menuType: 1,
  sortNo: 2,
  roles: ['admin', 'staff', 'companyUser', 'educationUser'],
};

/** 账号与自助服务: company registration, the claims staff verify, and veterans' own accounts. */
export const accountsSection = defineSection<AccountsTables>({
  key: 'accounts',
  title: '账号与自助服务',
  resources: [
    {
      def: companyClaimResource,
      hooks: companyClaimHooks,
      menu: claimPage('companyClaim', '企业认领', 12),
    },
  ],
  routes: [registerRoutes, veteranRoutes, alterationRoutes, settingsRoutes],
  migrations: { '0025-company-claims': m0025, '0026-veteran-link-attempts': m0026 },
  tables: ['acc_link_attempt'],
  administers: ['sys_user'],
  menus: [...VETERAN_MENUS, SETTINGS_MENU],
  dicts: ACCOUNTS_DICTS,
  dataRules: ACCOUNTS_DATA_RULES,
});
