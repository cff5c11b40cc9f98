import {
  categoryResource,
  checkRuleResource,
  departResource,
  dictItemResource,
  dictResource,
  positionResource,
  reportHeadResource,
  reportItemResource,
  roleResource,
  SYSTEM_DICTS,
  tenantResource,
  userResource,
} from '@vets/contracts';
import { uploadSweepJob } from '../../core/files/upload-sweep.js';
import { defineSection } from '../../core/section.js';
import * as m0002 from './migrations/0002-resource-engine.js';
import * as m0003 from './migrations/0003-system-admin.js';
import * as m0009 from './migrations/0009-depart-permissions.js';
import * as m0012 from './migrations/0012-check-rules.js';
import * as m0017 from './migrations/0017-system-resource-pages.js';
import * as m0034 from './migrations/0034-account-usernames.js';
import * as tenantPage from './migrations/system-0001-tenant-page.js';
import { checkRuleHooks } from './resources/check-rule.hooks.js';
import { departHooks } from './resources/depart.hooks.js';
import { dictHooks } from './resources/dict.hooks.js';
import { reportHeadHooks, reportItemHooks } from './resources/report.hooks.js';
import { roleHooks } from './resources/role.hooks.js';
import { tenantHooks } from './resources/tenant.hooks.js';
import { userHooks } from './resources/user.hooks.js';
import { areaRoutes } from './routes/area-routes.js';
import { categoryRoutes } from './routes/category-routes.js';
import { cryptoRoutes } from './routes/crypto-routes.js';
import { dashboardRoutes } from './routes/dashboard-routes.js';
import { dataRuleRoutes } from './routes/data-rule-routes.js';
import { departPermissionRoutes } from './routes/depart-permission-routes.js';
import { departRoutes } from './routes/depart-routes.js';
import { dictCacheRoutes } from './routes/dict-cache-routes.js';
import { dictRoutes } from './routes/dict-routes.js';
import { duplicateCheckRoutes } from './routes/duplicate-check-routes.js';
import { logRoutes } from './routes/log-routes.js';
import { permissionAdminRoutes } from './routes/permission-admin-routes.js';
import { permissionRoutes } from './routes/permission-routes.js';
import { pickerRoutes } from './routes/picker-routes.js';
import { reportApiRoutes } from './routes/report-api-routes.js';
import { roleRoutes } from './routes/role-routes.js';
import { ruleRoutes } from './routes/rule-routes.js';
import { tenantRoutes } from './routes/tenant-routes.js';
import { uploadLimitRoutes } from './routes/upload-limit-routes.js';
import { uploadRoutes } from './routes/upload-routes.js';
import { userAdminRoutes } from './routes/user-admin-routes.js';
import { seedSystem } from './seed/index.js';
import { SYSTEM_MENUS } from './seed/menus.js';
import { categoryHooks } from './services/category-service.js';
import { systemDashboardFigures } from './services/dashboard-figures.js';
import { RegionOffices } from './services/region-offices.js';
import { reportSourceDict } from './services/report-views.js';
import type { SystemTables } from './tables.js';

/**
 * 系统管理: users, roles, menus and permissions, departments, tenants,
 * dictionaries, categories, regions, rules, logs, positions and reports.
 */
export const systemSection = defineSection<SystemTables>({
  key: 'system',
  title: '系统管理',
  offices: (db) => new RegionOffices(db),
  resources: [
    { def: tenantResource, hooks: tenantHooks },
    {
      def: userResource,
      hooks: userHooks,
      menu: {
        id: 'menu-system-user',
        parentId: 'menu-system',
        name: '用户管理',
        url: '/system/user',
        component: 'system/UserList',
        componentName: 'UserList',
        sortNo: 2,
        roles: ['admin'],
        buttonIds: { freeze: 'menu-system-user-freeze', password: 'menu-system-user-password' },
      },
    },
    {
      def: roleResource,
      hooks: roleHooks,
      menu: {
        id: 'menu-system-role',
        parentId: 'menu-system',
        name: '角色管理',
        url: '/system/role',
        component: 'system/RoleList',
        componentName: 'RoleList',
        sortNo: 3,
        roles: ['admin'],
        buttonIds: { authorize: 'menu-system-role-authorize' },
      },
    },
    {
      def: departResource,
      hooks: (ctx) => departHooks(ctx.db),
      except: ['list', 'queryById'],
      menu: {
        id: 'menu-system-depart',
        parentId: 'menu-system',
        name: '部门管理',
        url: '/system/depart',
        component: 'system/DepartList',
        componentName: 'DepartList',
        sortNo: 5,
        roles: ['admin'],
      },
    },
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
      def: positionResource,
      menu: {
        id: 'menu-system-position',
        parentId: 'menu-system',
        name: '职务管理',
        url: '/system/position',
        sortNo: 20,
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
    dataRuleRoutes,
    departPermissionRoutes,
    departRoutes,
    dictCacheRoutes,
    dictRoutes,
    duplicateCheckRoutes,
    logRoutes,
    permissionAdminRoutes,
    permissionRoutes,
    pickerRoutes,
    roleRoutes,
    ruleRoutes,
    tenantRoutes,
    uploadRoutes,
    uploadLimitRoutes,
    userAdminRoutes,
    reportApiRoutes,
  ],
  migrations: {
    '0002-resource-engine': m0002,
    '0003-system-admin': m0003,
    '0009-depart-permissions': m0009,
    '0012-check-rules': m0012,
    '0017-system-resource-pages': m0017,
    '0034-account-usernames': m0034,
    'system-0001-tenant-page': tenantPage,
  },
  tables: ['sys_depart_permission', 'sys_depart_role', 'v_report_user', 'v_report_depart'],
  administers: [
    'sys_depart',
    'sys_user_depart',
    'sys_user',
    'sys_role',
    'sys_user_role',
    'sys_permission',
    'sys_role_permission',
    'sys_permission_data_rule',
    'sys_depart_role_user',
    'sys_depart_role_permission',
    'sys_tenant',
    'sys_user_tenant',
    'sys_dict',
    'sys_dict_item',
    'sys_setting',
    'sys_area',
    'sys_category',
  ],
  dicts: [...SYSTEM_DICTS, reportSourceDict],
  jobs: [uploadSweepJob],
  menus: SYSTEM_MENUS,
  dashboard: (ctx, _request, period) => systemDashboardFigures(ctx.db, period),
  seed: seedSystem,
});
