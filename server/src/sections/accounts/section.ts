import { ACCOUNTS_DICTS, companyClaimResource } from '@vets/contracts';
import type { SeedDataRule } from '../../core/auth/data-rule-seed.js';
import { listPageOf } from '../../core/auth/menu-seed.js';
import { defineSection } from '../../core/section.js';
import * as m0025 from './migrations/0025-company-claims.js';
import { companyClaimHooks } from './resources/company-claim.hooks.js';
import { registerRoutes } from './routes/register-routes.js';

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

/** 账号与自助服务: company registration, and the claims staff verify. */
export const accountsSection = defineSection({
  key: 'accounts',
  title: '账号与自助服务',
  resources: [
    {
      def: companyClaimResource,
      hooks: companyClaimHooks,
      menu: claimPage('companyClaim', '企业认领', 12),
    },
  ],
  routes: [registerRoutes],
  migrations: { '0025-company-claims': m0025 },
  dicts: ACCOUNTS_DICTS,
  dataRules: ACCOUNTS_DATA_RULES,
});
