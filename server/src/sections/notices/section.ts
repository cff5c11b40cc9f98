import { announcementResource, NOTICES_DICTS } from '@vets/contracts';
import { defineSection } from '../../core/section.js';
import * as m0010 from './migrations/0010-announcements.js';
import * as pageNames from './migrations/notices-0001-page-names.js';
import { announcementHooks } from './resources/announcement.hooks.js';
import { announcementRoutes } from './routes/announcement-routes.js';
import type { NoticesTables } from './tables.js';

/**
 * 通知公告与消息: announcements staff write and release, and the messages the sections send a
 * person (`writeSystemMessage`); each reaches its readers' bell and 我的消息.
 */
export const noticesSection = defineSection<NoticesTables>({
  key: 'notices',
  title: '通知公告',
  resources: [
    {
      def: announcementResource,
      hooks: announcementHooks,
      except: ['queryById'],
      menu: {
        id: 'menu-system-annt',
        parentId: 'menu-system',
        name: '通知公告',
        url: '/system/announcement',
        component: 'notices/AnnouncementList',
        componentName: 'AnnouncementList',
        sortNo: 40,
        roles: ['admin'],
      },
    },
  ],
  routes: [announcementRoutes],
  migrations: { '0010-announcements': m0010, 'notices-0001-page-names': pageNames },
  tables: ['sys_announcement_send'],
  dicts: NOTICES_DICTS,
  menus: [
    // 我的消息: one's own announcements, reached from the bell.
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
  ],
});
