import { bannerResource, SITE_DICTS, SITE_PERMISSIONS } from '@vets/contracts';
import { defineSection } from '../../core/section.js';
import * as m0011 from './migrations/0011-banners.js';
import * as pageNames from './migrations/site-0001-page-names.js';
import { bannerHooks } from './resources/banner.hooks.js';
import { bannerPortalRoutes } from './routes/banner-routes.js';
import { siteInfoPortalRoutes, siteInfoRoutes } from './routes/site-info-routes.js';
import { seedDemoSiteInfo } from './services/site-info.js';
import type { SiteTables } from './tables.js';

/**
 * 站点设置: what the public portal shows of the organisation itself, the banners on its home
 * page and the footer's 门户站点信息. Both pages sit in 系统管理's menu.
 */
export const siteSection = defineSection<SiteTables>({
  key: 'site',
  title: '站点设置',
  resources: [
    {
      def: bannerResource,
      hooks: bannerHooks,
      menu: {
        id: 'menu-system-banner',
        parentId: 'menu-system',
        name: '门户轮播图',
        url: '/system/banner',
        component: 'site/BannerList',
        componentName: 'BannerList',
        sortNo: 50,
        roles: ['admin'],
      },
    },
  ],
  routes: [siteInfoRoutes],
  portalRoutes: [bannerPortalRoutes, siteInfoPortalRoutes],
  migrations: { '0011-banners': m0011, 'site-0001-page-names': pageNames },
  administers: ['sys_setting'],
  dicts: SITE_DICTS,
  menus: [
    {
      id: 'menu-system-site',
      parentId: 'menu-system',
      name: '门户站点信息',
      url: '/system/siteInfo',
      component: 'site/SiteInfo',
      componentName: 'SiteInfo',
      menuType: 1,
      perms: SITE_PERMISSIONS.siteEdit,
      sortNo: 55,
      roles: ['admin'],
    },
  ],
  demo: async (db) => {
    await seedDemoSiteInfo(db);
  },
});
