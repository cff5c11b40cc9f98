import { announcementResource } from '@vets/contracts';
import { resourceMenus, type SeedMenu } from '../../../core/auth/menu-seed.js';

/** Menus and buttons of announcements and notifications. */
export const NOTICE_MENUS: SeedMenu[] = [
  ...resourceMenus(
    {
      id: 'menu-system-annt',
      parentId: 'menu-system',
      name: '通知公告',
      url: '/system/announcement',
      component: 'system/AnnouncementList',
      componentName: 'AnnouncementList',
      sortNo: 40,
      roles: ['admin'],
    },
    announcementResource,
  ),
  ...(
    [
      ['release', '发布'],
      ['revoke', '撤销'],
    ] as const
  ).map(
    ([action, name], i): SeedMenu => ({
      id: `menu-system-annt-x${i + 1}`,
      parentId: 'menu-system-annt',
      name,
      url: '',
      component: null,
      menuType: 2,
      perms: `system:announcement:${action}`,
      sortNo: 20 + i,
      roles: ['admin'],
    }),
  ),
  {
    id: 'menu-my-announcements',
    parentId: 'menu-account',
    name: '我的消息',
    url: '/isps/userAnnouncement',
    component: 'isps/UserAnnouncementList',
    componentName: 'UserAnnouncementList',
    menuType: 1,
    sortNo: 5,
    keepAlive: true,
    hidden: true,
    roles: ['admin', 'staff', 'companyUser', 'educationUser'],
  },
];
