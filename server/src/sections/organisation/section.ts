import {
  departResource,
  ORGANISATION_DICTS,
  positionResource,
  roleResource,
  tenantResource,
  userResource,
} from '@vets/contracts';
import { defineSection } from '../../core/section.js';
import * as m0009 from './migrations/0009-depart-permissions.js';
import * as m0034 from './migrations/0034-account-usernames.js';
import * as pageNames from './migrations/organisation-0001-page-names.js';
import { departHooks } from './resources/depart.hooks.js';
import { roleHooks } from './resources/role.hooks.js';
import { tenantHooks } from './resources/tenant.hooks.js';
import { userHooks } from './resources/user.hooks.js';
import { dataRuleRoutes } from './routes/data-rule-routes.js';
import { departPermissionRoutes } from './routes/depart-permission-routes.js';
import { departRoutes } from './routes/depart-routes.js';
import { permissionAdminRoutes } from './routes/permission-admin-routes.js';
import { permissionRoutes } from './routes/permission-routes.js';
import { pickerRoutes } from './routes/picker-routes.js';
import { roleRoutes } from './routes/role-routes.js';
import { tenantRoutes } from './routes/tenant-routes.js';
import { userAdminRoutes } from './routes/user-admin-routes.js';
import { seedOrganisation } from './seed/index.js';
import { ORGANISATION_MENUS } from './seed/menus.js';
import { RegionOffices } from './services/region-offices.js';
import type { OrganisationTables } from './tables.js';

/**
 * 组织与权限: departments and the regions they serve, users, roles and their grants, menus and
 * permissions, data rules, department roles, tenants and positions. Its pages sit in 系统管理.
 */
export const organisationSection = defineSection<OrganisationTables>({
  key: 'organisation',
  title: '组织与权限',
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
        component: 'organisation/UserList',
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
        component: 'organisation/RoleList',
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
        component: 'organisation/DepartList',
        componentName: 'DepartList',
        sortNo: 5,
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
  ],
  routes: [
    dataRuleRoutes,
    departPermissionRoutes,
    departRoutes,
    permissionAdminRoutes,
    permissionRoutes,
    pickerRoutes,
    roleRoutes,
    tenantRoutes,
    userAdminRoutes,
  ],
  migrations: {
    '0009-depart-permissions': m0009,
    '0034-account-usernames': m0034,
    'organisation-0001-page-names': pageNames,
  },
  tables: ['sys_depart_permission', 'sys_depart_role'],
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
  ],
  dicts: ORGANISATION_DICTS,
  menus: ORGANISATION_MENUS,
  seed: seedOrganisation,
});
