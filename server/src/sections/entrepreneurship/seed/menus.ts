import type { SeedRoleCode } from '../../../core/auth/menu-seed.js';
import { listPageOf, type SeedMenu } from '../../../core/auth/menu-seed.js';

const STAFF: SeedRoleCode[] = ['admin', 'staff'];
const GROUP = 'menu-cy';

/** A staff list page of 创业服务 (`/entrepreneurship/<key>`). */
export const entrepreneurshipPage = listPageOf({
  parentId: GROUP,
  urlBase: '/entrepreneurship',
  area: 'entrepreneurship',
  roles: STAFF,
});

/** The group of 创业服务; each part adds its own pages under it. */
export const ENTREPRENEURSHIP_GROUP: SeedMenu = {
  id: GROUP,
  parentId: null,
  name: '创业服务',
  url: '/entrepreneurship',
  component: 'layouts/RouteView',
  menuType: 0,
  sortNo: 24,
  icon: 'AppstoreOutlined',
  roles: STAFF,
};
