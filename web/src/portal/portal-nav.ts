import { PORTAL_PATHS } from './portal-paths';

interface PortalNavItem {
  key: 'home' | 'fairs' | 'recruitment';
  label: string;
  path: string;
}

export const PORTAL_NAV: readonly PortalNavItem[] = [
  { key: 'home', label: '首页', path: PORTAL_PATHS.home },
  { key: 'fairs', label: '招聘会', path: PORTAL_PATHS.fairs },
  { key: 'recruitment', label: '招聘信息', path: PORTAL_PATHS.recruitment },
];

/** One breadcrumb step; the last has no path, since it is the page itself. */
export interface Crumb {
  title: string;
  path?: string;
}

const HOME: Crumb = { title: '首页', path: PORTAL_PATHS.home };
const FAIRS: Crumb = { title: '招聘会', path: PORTAL_PATHS.fairs };
const RECRUITMENT: Crumb = { title: '招聘信息', path: PORTAL_PATHS.recruitment };

const HERE = (title: string): Crumb => ({ title });

const TRAILS: Record<string, { nav: PortalNavItem['key'] | null; crumbs: Crumb[] }> = {
  [PORTAL_PATHS.home]: { nav: 'home', crumbs: [HERE('首页')] },
  [PORTAL_PATHS.fairs]: { nav: 'fairs', crumbs: [HOME, HERE('招聘会')] },
  [PORTAL_PATHS.fairDetail]: { nav: 'fairs', crumbs: [HOME, FAIRS, HERE('招聘会详情')] },
  [PORTAL_PATHS.recruitment]: { nav: 'recruitment', crumbs: [HOME, HERE('招聘信息')] },
  [PORTAL_PATHS.companies]: { nav: 'recruitment', crumbs: [HOME, RECRUITMENT, HERE('企业列表')] },
  [PORTAL_PATHS.positions]: { nav: 'recruitment', crumbs: [HOME, RECRUITMENT, HERE('岗位列表')] },
  [PORTAL_PATHS.positionDetail]: {
    nav: 'recruitment',
    crumbs: [HOME, RECRUITMENT, HERE('岗位详情')],
  },
  [PORTAL_PATHS.companyInfo]: { nav: 'recruitment', crumbs: [HOME, RECRUITMENT, HERE('企业信息')] },
  [PORTAL_PATHS.myJobs]: { nav: null, crumbs: [HOME, HERE('我的求职')] },
};

/** The header item to highlight and the breadcrumb from 首页 for a portal path. */
export function portalTrail(pathname: string): {
  nav: PortalNavItem['key'] | null;
  crumbs: Crumb[];
} {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return TRAILS[path] ?? { nav: null, crumbs: [HOME] };
}
