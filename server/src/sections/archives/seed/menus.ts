import { ARCHIVES_PERMISSIONS } from '@vets/contracts';
import { listPageOf, type SeedMenu, type SeedRoleCode } from '../../../core/auth/menu-seed.js';

export const ARCHIVE_ROLES: SeedRoleCode[] = ['admin', 'staff', 'gridWorker'];
const OFFICE_ROLES: SeedRoleCode[] = ['admin', 'staff'];
const PARENT = 'menu-arc';

export const archivePage = listPageOf({
  parentId: PARENT,
  urlBase: '/archive',
  area: 'archives',
  roles: ARCHIVE_ROLES,
});

export const ARCHIVE_PAGE_IDS = {
  basic: `${PARENT}-basic`,
  unemployment: `${PARENT}-unemployment`,
  jobResult: `${PARENT}-jobResult`,
  intention: `${PARENT}-intention`,
} as const;

/** 就业档案: the group, the statistics page and its buttons. */
export const ARCHIVES_MENUS: SeedMenu[] = [
  {
    id: PARENT,
    parentId: null,
    name: '就业档案',
    url: '/archive',
    component: 'layouts/RouteView',
    redirect: '/archive/basic',
    menuType: 0,
    sortNo: 15,
    icon: 'IdcardOutlined',
    roles: ARCHIVE_ROLES,
  },
  {
    id: `${PARENT}-statistics`,
    parentId: PARENT,
    name: '就业统计',
    url: '/archive/statistics',
    component: 'archives/StatisticsPage',
    componentName: 'StatisticsPage',
    menuType: 1,
    perms: ARCHIVES_PERMISSIONS.statisticsView,
    sortNo: 9,
    keepAlive: true,
    roles: OFFICE_ROLES,
  },
  {
    id: `${PARENT}-statistics-x1`,
    parentId: `${PARENT}-statistics`,
    name: '导出统计',
    url: '',
    component: null,
    menuType: 2,
    perms: ARCHIVES_PERMISSIONS.statisticsExport,
    sortNo: 1,
    roles: OFFICE_ROLES,
  },
  {
    id: `${PARENT}-statistics-x2`,
    parentId: `${PARENT}-statistics`,
    name: '签发统计',
    url: '',
    component: null,
    menuType: 2,
    perms: ARCHIVES_PERMISSIONS.statisticsSignOff,
    sortNo: 2,
    roles: OFFICE_ROLES,
  },
];
