import {
  categoryResource,
  checkRuleResource,
  dictItemResource,
  dictResource,
  reportHeadResource,
  reportItemResource,
  SYSTEM_DICTS,
} from '@vets/contracts';
import { uploadSweepJob } from '../../core/files/upload-sweep.js';
import { defineSection } from '../../core/section.js';
import * as m0002 from './migrations/0002-resource-engine.js';
import * as m0003 from './migrations/0003-system-admin.js';
import * as m0012 from './migrations/0012-check-rules.js';
import * as m0017 from './migrations/0017-system-resource-pages.js';
import * as tenantPage from './migrations/system-0001-tenant-page.js';
import { checkRuleHooks } from './resources/check-rule.hooks.js';
import { dictHooks } from './resources/dict.hooks.js';
import { reportHeadHooks, reportItemHooks } from './resources/report.hooks.js';
import { areaRoutes } from './routes/area-routes.js';
import { categoryRoutes } from './routes/category-routes.js';
import { cryptoRoutes } from './routes/crypto-routes.js';
import { dashboardRoutes } from './routes/dashboard-routes.js';
import { dictCacheRoutes } from './routes/dict-cache-routes.js';
import { dictRoutes } from './routes/dict-routes.js';
import { duplicateCheckRoutes } from './routes/duplicate-check-routes.js';
import { logRoutes } from './routes/log-routes.js';
import { reportApiRoutes } from './routes/report-api-routes.js';
import { ruleRoutes } from './routes/rule-routes.js';
import { uploadLimitRoutes } from './routes/upload-limit-routes.js';
import { uploadRoutes } from './routes/upload-routes.js';
import { seedSystem } from './seed/index.js';
import { SYSTEM_MENUS } from './seed/menus.js';
import { categoryHooks } from './services/category-service.js';
import { systemDashboardFigures } from './services/dashboard-figures.js';
import { reportSourceDict } from './services/report-views.js';
import type { SystemTables } from './tables.js';

/**
 * 系统管理: dictionaries, categories, regions, 编码规则 and 校验规则, logs, online reports,
 * uploads and their limits, the dashboard's figures, and the 系统管理 menu group itself.
 */
export const systemSection = defineSection<SystemTables>({
  key: 'system',
  title: '系统管理',
  resources: [
    {
      def: dictResource,
      hooks: dictHooks,
      menu: {
        id: 'menu-system-dict',
        parentId: 'menu-system',
        name: '数据字典',
        url: '/system/dict',
        component: 'system/DictList',
        componentName: 'DictList',
        sortNo: 10,
        roles: ['admin'],
      },
    },
    { def: dictItemResource, hooks: dictHooks },
    {
      def: categoryResource,
      hooks: (ctx) => categoryHooks(ctx.db),
      menu: {
        id: 'menu-system-category',
        parentId: 'menu-system',
        name: '分类字典',
        url: '/system/category',
        component: 'system/CategoryList',
        componentName: 'CategoryList',
        sortNo: 12,
        roles: ['admin'],
      },
    },
    {
      def: reportHeadResource,
      hooks: reportHeadHooks,
      menu: {
        id: 'menu-system-report',
        parentId: 'menu-system',
        name: '在线报表配置',
        url: '/online/cgreport',
        component: 'online/ReportConfigList',
        componentName: 'ReportConfigList',
        sortNo: 30,
        roles: ['admin'],
        buttonIds: { query: 'menu-system-report-query' },
        // Staff use reports through the popup picker of business forms.
        buttonRoles: { query: ['staff'] },
      },
    },
    { def: reportItemResource, hooks: reportItemHooks },
    {
      def: checkRuleResource,
      hooks: checkRuleHooks,
      menu: {
        id: 'menu-system-check-rule',
        parentId: 'menu-system',
        name: '校验规则',
        url: '/system/checkRule',
        sortNo: 60,
        roles: ['admin'],
      },
    },
  ],
  routes: [
    areaRoutes,
    categoryRoutes,
    cryptoRoutes,
    dashboardRoutes,
    dictCacheRoutes,
    dictRoutes,
    duplicateCheckRoutes,
    logRoutes,
    ruleRoutes,
    uploadRoutes,
    uploadLimitRoutes,
    reportApiRoutes,
  ],
  migrations: {
    '0002-resource-engine': m0002,
    '0003-system-admin': m0003,
    '0012-check-rules': m0012,
    '0017-system-resource-pages': m0017,
    'system-0001-tenant-page': tenantPage,
  },
  tables: ['v_report_user', 'v_report_depart'],
  administers: ['sys_setting', 'sys_area', 'sys_dict', 'sys_dict_item', 'sys_category'],
  dicts: [...SYSTEM_DICTS, reportSourceDict],
  jobs: [uploadSweepJob],
  menus: SYSTEM_MENUS,
  dashboard: (ctx, _request, period) => systemDashboardFigures(ctx.db, period),
  seed: seedSystem,
});
