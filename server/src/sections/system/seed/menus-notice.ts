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
