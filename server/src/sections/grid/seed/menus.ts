import { gridResource, permissionCode } from '@vets/contracts';
import { listPageOf, type SeedMenu, type SeedRoleCode } from '../../../core/auth/menu-seed.js';

export const GRID_ROLES: SeedRoleCode[] = ['admin', 'staff', 'gridWorker'];
const PARENT = 'menu-grid';

export const GRID_PAGE_IDS = { grid: `${PARENT}-grid`, visit: `${PARENT}-visit` } as const;

export const gridPage = listPageOf({
  parentId: PARENT,
  urlBase: '/grid',
  area: 'grid',
  roles: GRID_ROLES,
});

/** 网格管理: the group and the map page. */
export const GRID_MENUS: SeedMenu[] = [
  {
    id: PARENT,
    parentId: null,
    name: '网格管理',
    url: '/grid',
    component: 'layouts/RouteView',
    redirect: '/grid/map',
    menuType: 0,
    sortNo: 16,
    icon: 'GlobalOutlined',
    roles: GRID_ROLES,
  },
  {
    id: `${PARENT}-map`,
    parentId: PARENT,
    name: '网格地图',
    url: '/grid/map',
    component: 'grid/GridMap',
    componentName: 'GridMap',
    menuType: 1,
    perms: permissionCode(gridResource, 'list'),
    sortNo: 1,
    keepAlive: true,
    roles: GRID_ROLES,
  },
];
