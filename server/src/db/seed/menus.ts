import {
  bannerResource,
  categoryResource,
  checkRuleResource,
  departResource,
  dictResource,
  positionResource,
  reportHeadResource,
  roleResource,
  userResource,
} from '@vets/contracts';
import type { Clock } from '../clock.js';
import type { Db } from '../database.js';
import { newId } from '../ids.js';
import { NOTICE_MENUS } from './menus-notice.js';
import { RECRUITMENT_MENUS } from './menus-recruitment.js';
import { REFERENCE_MENUS } from './menus-reference.js';
import { resourceMenus } from './resource-menus.js';
import { type SeedRoleCode, seedRoleId } from './roles.js';

const ALL_ROLES: SeedRoleCode[] = ['admin', 'staff', 'companyUser', 'educationUser'];

export interface SeedMenu {
  id: string;
  parentId: string | null;
  name: string;
  url: string;
  component: string | null;
  componentName?: string;
  redirect?: string;
  /** 0 top-level menu, 1 sub-menu, 2 button. */
  menuType: 0 | 1 | 2;
  perms?: string;
  sortNo: number;
  icon?: string;
  keepAlive?: boolean;
  hidden?: boolean;
  alwaysShow?: boolean;
  internalOrExternal?: boolean;
  isRoute?: boolean;
  roles: SeedRoleCode[];
}

/**
 * Menus and permissions of the pages that exist. Later issues append their sections here.
 * `{{apiBase}}` in a url is replaced with the configured API base when the menu is served.
 */
export const SEED_MENUS: SeedMenu[] = [
  {
    id: 'menu-dashboard',
    parentId: null,
    name: '首页',
    url: '/dashboard/analysis',
    component: 'dashboard/Analysis',
    componentName: 'Analysis',
    menuType: 0,
    sortNo: 0,
    icon: 'HomeOutlined',
    roles: ALL_ROLES,
  },
  {
    id: 'menu-account',
    parentId: null,
    name: '个人页',
    url: '/account',
    component: 'layouts/RouteView',
    redirect: '/account/center',
    menuType: 0,
    sortNo: 90,
    icon: 'UserOutlined',
    roles: ALL_ROLES,
  },
  {
    id: 'menu-account-center',
    parentId: 'menu-account',
    name: '个人中心',
    url: '/account/center',
    component: 'account/center/Index',
    componentName: 'AccountCenter',
    menuType: 1,
    sortNo: 1,
    keepAlive: true,
    roles: ALL_ROLES,
  },
  {
    id: 'menu-system',
    parentId: null,
    name: '系统管理',
    url: '/system',
    component: 'layouts/RouteView',
    redirect: '/system/loginLog',
    menuType: 0,
    sortNo: 100,
    icon: 'SettingOutlined',
    roles: ['admin'],
  },
  {
    id: 'menu-system-login-log',
    parentId: 'menu-system',
    name: '登录日志',
    url: '/system/loginLog',
    component: 'system/LoginLogList',
    componentName: 'LoginLogList',
    menuType: 1,
    perms: 'system:log:list',
    sortNo: 1,
    keepAlive: true,
    roles: ['admin'],
  },
  ...resourceMenus(
    {
      id: 'menu-system-user',
      parentId: 'menu-system',
      name: '用户管理',
      url: '/system/user',
      component: 'system/UserList',
      componentName: 'UserList',
      sortNo: 2,
      roles: ['admin'],
    },
    userResource,
  ),
  {
    id: 'menu-system-user-freeze',
    parentId: 'menu-system-user',
    name: '冻结/解冻',
    url: '',
    component: null,
    menuType: 2,
    perms: 'system:user:freeze',
    sortNo: 20,
    roles: ['admin'],
  },
  {
    id: 'menu-system-user-password',
    parentId: 'menu-system-user',
    name: '重置密码',
    url: '',
    component: null,
    menuType: 2,
    perms: 'system:user:password',
    sortNo: 21,
    roles: ['admin'],
  },
  ...resourceMenus(
    {
      id: 'menu-system-role',
      parentId: 'menu-system',
      name: '角色管理',
      url: '/system/role',
      component: 'system/RoleList',
      componentName: 'RoleList',
      sortNo: 3,
      roles: ['admin'],
    },
    roleResource,
  ),
  {
    id: 'menu-system-role-authorize',
    parentId: 'menu-system-role',
    name: '授权',
    url: '',
    component: null,
    menuType: 2,
    perms: 'system:role:authorize',
    sortNo: 20,
    roles: ['admin'],
  },
  ...resourceMenus(
    {
      id: 'menu-system-depart',
      parentId: 'menu-system',
      name: '部门管理',
      url: '/system/depart',
      component: 'system/DepartList',
      componentName: 'DepartList',
      sortNo: 5,
      roles: ['admin'],
    },
    departResource,
  ),
  ...(
    [
      ['authorize', '机构权限'],
      ['role', '部门角色'],
    ] as const
  ).map(
    ([action, name], i): SeedMenu => ({
      id: `menu-system-depart-x${i + 1}`,
      parentId: 'menu-system-depart',
      name,
      url: '',
      component: null,
      menuType: 2,
      perms: `system:depart:${action}`,
      sortNo: 20 + i,
      roles: ['admin'],
    }),
  ),
  {
    id: 'menu-system-permission',
    parentId: 'menu-system',
    name: '菜单管理',
    url: '/system/permission',
    component: 'system/PermissionList',
    componentName: 'PermissionList',
    menuType: 1,
    perms: 'system:permission:list',
    sortNo: 4,
    keepAlive: true,
    roles: ['admin'],
  },
  ...(['add', 'edit', 'delete'] as const).map(
    (action, i): SeedMenu => ({
      id: `menu-system-permission-b${i + 1}`,
      parentId: 'menu-system-permission',
      name: { add: '添加', edit: '编辑', delete: '删除' }[action],
      url: '',
      component: null,
      menuType: 2,
      perms: `system:permission:${action}`,
      sortNo: i + 1,
      roles: ['admin'],
    }),
  ),
  {
    id: 'menu-system-tenant',
    parentId: 'menu-system',
    name: '租户管理',
    url: '/system/tenant',
    component: 'system/TenantList',
    componentName: 'TenantList',
    menuType: 1,
    perms: 'system:tenant:list',
    sortNo: 6,
    keepAlive: true,
    roles: ['admin'],
  },
  ...(['add', 'edit', 'delete'] as const).map(
    (action, i): SeedMenu => ({
      id: `menu-system-tenant-b${i + 1}`,
      parentId: 'menu-system-tenant',
      name: { add: '添加', edit: '编辑', delete: '删除' }[action],
      url: '',
      component: null,
      menuType: 2,
      perms: `system:tenant:${action}`,
      sortNo: i + 1,
      roles: ['admin'],
    }),
  ),
  {
    id: 'menu-system-area-delete',
    parentId: 'menu-system',
    name: '删除行政区划',
    url: '',
    component: null,
    menuType: 2,
    perms: 'system:area:delete',
    sortNo: 85,
    roles: ['admin'],
  },
  ...resourceMenus(
    {
      id: 'menu-system-dict',
      parentId: 'menu-system',
      name: '数据字典',
      url: '/system/dict',
      component: 'system/DictList',
      componentName: 'DictList',
      sortNo: 10,
      roles: ['admin'],
    },
    dictResource,
  ),
  ...resourceMenus(
    {
      id: 'menu-system-position',
      parentId: 'menu-system',
      name: '职务管理',
      url: '/system/position',
      component: 'system/PositionList',
      componentName: 'PositionList',
      sortNo: 20,
      roles: ['admin'],
    },
    positionResource,
  ),
  ...resourceMenus(
    {
      id: 'menu-system-report',
      parentId: 'menu-system',
      name: '在线报表配置',
      url: '/online/cgreport',
      component: 'online/ReportConfigList',
      componentName: 'ReportConfigList',
      sortNo: 30,
      roles: ['admin'],
    },
    reportHeadResource,
  ),
  {
    id: 'menu-system-report-query',
    parentId: 'menu-system-report',
    name: '使用在线报表（弹出选择）',
    url: '',
    component: null,
    menuType: 2,
    perms: 'online:report:query',
    sortNo: 20,
    roles: ['admin', 'staff'],
  },
  ...resourceMenus(
    {
      id: 'menu-system-banner',
      parentId: 'menu-system',
      name: '门户轮播图',
      url: '/system/banner',
      component: 'system/BannerList',
      componentName: 'BannerList',
      sortNo: 50,
      roles: ['admin'],
    },
    bannerResource,
  ),
  ...resourceMenus(
    {
      id: 'menu-system-category',
      parentId: 'menu-system',
      name: '分类字典',
      url: '/system/category',
      component: 'system/CategoryList',
      componentName: 'CategoryList',
      sortNo: 12,
      roles: ['admin'],
    },
    categoryResource,
  ),
  ...resourceMenus(
    {
      id: 'menu-system-check-rule',
      parentId: 'menu-system',
      name: '校验规则',
      url: '/system/checkRule',
      component: 'system/CheckRuleList',
      componentName: 'CheckRuleList',
      sortNo: 60,
      roles: ['admin'],
    },
    checkRuleResource,
  ),
  {
    id: 'menu-system-widgets',
    parentId: 'menu-system',
    name: '组件示例',
    url: '/system/widgets',
    component: 'system/WidgetShowcase',
    componentName: 'WidgetShowcase',
    menuType: 1,
    sortNo: 90,
    keepAlive: true,
    roles: ['admin'],
  },
  {
    id: 'menu-system-api-docs',
    parentId: 'menu-system',
    name: '接口文档',
    url: '{{apiBase}}/docs',
    component: 'layouts/IframePageView',
    menuType: 1,
    sortNo: 99,
    internalOrExternal: true,
    roles: ['admin'],
  },
  {
    id: 'menu-system-user-list-perm',
    parentId: 'menu-system',
    name: '查询用户（选择用户）',
    url: '',
    component: null,
    menuType: 2,
    perms: 'system:user:list',
    sortNo: 95,
    roles: ['admin', 'staff'],
  },
  {
    id: 'menu-system-role-list-perm',
    parentId: 'menu-system',
    name: '查询角色（选择角色）',
    url: '',
    component: null,
    menuType: 2,
    perms: 'system:role:list',
    sortNo: 96,
    roles: ['admin', 'staff'],
  },
];

/**
 * Inserts missing menus. Roles are granted a menu only when the menu is first created,
 * so an administrator's later removal of a grant is never undone by a restart.
 */
export async function seedMenus(db: Db, clock: Clock): Promise<void> {
  const now = clock.nowText();
  for (const m of [...SEED_MENUS, ...NOTICE_MENUS, ...REFERENCE_MENUS, ...RECRUITMENT_MENUS]) {
    const inserted = await db
      .insertInto('sysPermission')
      .values({
        id: m.id,
        parentId: m.parentId,
        name: m.name,
        url: m.url,
        component: m.component,
        componentName: m.componentName ?? null,
        redirect: m.redirect ?? null,
        menuType: m.menuType,
        perms: m.perms ?? null,
        permsType: '1',
        sortNo: m.sortNo,
        alwaysShow: m.alwaysShow ? 1 : 0,
        icon: m.icon ?? null,
        isRoute: m.isRoute === false ? 0 : 1,
        keepAlive: m.keepAlive ? 1 : 0,
        hidden: m.hidden ? 1 : 0,
        internalOrExternal: m.internalOrExternal ? 1 : 0,
        status: '1',
        delFlag: 0,
        createTime: now,
        updateTime: null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue;
    for (const role of m.roles) {
      await db
        .insertInto('sysRolePermission')
        .values({ id: newId(), roleId: seedRoleId(role), permissionId: m.id })
        .onConflict((oc) => oc.columns(['roleId', 'permissionId']).doNothing())
        .execute();
    }
  }
}
