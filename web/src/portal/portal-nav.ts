import { PORTAL_PATHS } from './portal-paths';

interface PortalNavItem {
  key:
    | 'home'
    | 'fairs'
    | 'recruitment'
    | 'news'
    | 'policies'
    | 'agri'
    | 'achievements'
    | 'transformations'
    | 'contests'
    | 'alliance'
    | 'association';
  label: string;
  path: string;
}

export const PORTAL_NAV: readonly PortalNavItem[] = [
  { key: 'home', label: '首页', path: PORTAL_PATHS.home },
  { key: 'fairs', label: '招聘会', path: PORTAL_PATHS.fairs },
  { key: 'recruitment', label: '招聘信息', path: PORTAL_PATHS.recruitment },
  { key: 'news', label: '新闻资讯', path: PORTAL_PATHS.news },
  { key: 'policies', label: '政策法规', path: PORTAL_PATHS.policies },
  { key: 'agri', label: '农业创新平台', path: PORTAL_PATHS.agriPlatform },
  { key: 'achievements', label: '成果展示', path: PORTAL_PATHS.achievements },
  { key: 'transformations', label: '成果转化', path: PORTAL_PATHS.transformations },
  { key: 'contests', label: '创业大赛', path: PORTAL_PATHS.contests },
  { key: 'alliance', label: '教育培训联盟', path: PORTAL_PATHS.alliance },
  { key: 'association', label: '促进会', path: PORTAL_PATHS.association },
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
  [PORTAL_PATHS.news]: { nav: 'news', crumbs: [HOME, HERE('新闻资讯')] },
  [PORTAL_PATHS.newsDetail]: {
    nav: 'news',
    crumbs: [HOME, { title: '新闻资讯', path: PORTAL_PATHS.news }, HERE('信息详情')],
  },
  [PORTAL_PATHS.policies]: { nav: 'policies', crumbs: [HOME, HERE('政策法规')] },
  [PORTAL_PATHS.policyDetail]: {
    nav: 'policies',
    crumbs: [HOME, { title: '政策法规', path: PORTAL_PATHS.policies }, HERE('政策详情')],
  },
  [PORTAL_PATHS.myJobs]: { nav: null, crumbs: [HOME, HERE('我的求职')] },
  [PORTAL_PATHS.agriPlatform]: { nav: 'agri', crumbs: [HOME, HERE('农业创新平台')] },
  [PORTAL_PATHS.achievements]: { nav: 'achievements', crumbs: [HOME, HERE('创业成果展示')] },
  [PORTAL_PATHS.achievementDetail]: {
    nav: 'achievements',
    crumbs: [HOME, { title: '创业成果展示', path: PORTAL_PATHS.achievements }, HERE('成果详情')],
  },
  [PORTAL_PATHS.transformations]: { nav: 'transformations', crumbs: [HOME, HERE('创业成果转化')] },
  [PORTAL_PATHS.transformationDetail]: {
    nav: 'transformations',
    crumbs: [HOME, { title: '创业成果转化', path: PORTAL_PATHS.transformations }, HERE('项目详情')],
  },
  [PORTAL_PATHS.alliance]: { nav: 'alliance', crumbs: [HOME, HERE('教育培训联盟')] },
  [PORTAL_PATHS.association]: { nav: 'association', crumbs: [HOME, HERE('促进会')] },
  [PORTAL_PATHS.contests]: { nav: 'contests', crumbs: [HOME, HERE('创业大赛')] },
  [PORTAL_PATHS.contestDetail]: {
    nav: 'contests',
    crumbs: [HOME, { title: '创业大赛', path: PORTAL_PATHS.contests }, HERE('大赛详情')],
  },
};

/** The header item to highlight and the breadcrumb from 首页 for a portal path. */
export function portalTrail(pathname: string): {
  nav: PortalNavItem['key'] | null;
  crumbs: Crumb[];
} {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return TRAILS[path] ?? { nav: null, crumbs: [HOME] };
}
