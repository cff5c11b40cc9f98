import type { SeedRoleCode } from '../../../core/auth/menu-seed.js';
import { listPageOf, type SeedMenu } from '../../../core/auth/menu-seed.js';

const STAFF: SeedRoleCode[] = ['admin', 'staff'];
const GROUP = 'menu-pub';

/** A staff list page of 信息发布 (`/publishing/<key>`). */
export const publishingPage = listPageOf({
  parentId: GROUP,
  urlBase: '/publishing',
  area: 'publishing',
  roles: STAFF,
});

export const PUBLISHING_MENUS: SeedMenu[] = [
  {
    id: GROUP,
    parentId: null,
    name: '信息发布',
    url: '/publishing',
    component: 'layouts/RouteView',
    redirect: '/publishing/article',
    menuType: 0,
    sortNo: 22,
    icon: 'FileTextOutlined',
    roles: STAFF,
  },
];
