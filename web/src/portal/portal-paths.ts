import { PORTAL_HOME_PATH, VETERAN_HOME_PATH } from '@vets/contracts';

/** The portal's recruitment routes (spec section 2), and the veteran's own page. */
export const PORTAL_PATHS = {
  home: PORTAL_HOME_PATH,
  fairs: '/zph',
  fairDetail: '/zphxq',
  recruitment: '/zpxx',
  companies: '/zpqiye',
  positions: '/zpgw',
  positionDetail: '/zpxxxq',
  companyInfo: '/zpxxxq/qyxx',
  myJobs: VETERAN_HOME_PATH,
  news: '/xwzx',
  newsDetail: '/xwzxxq',
  policies: '/zcfg',
  policyDetail: '/zcfgxq',
  // 创业服务 · 成果与平台 (the agricultural platform, the association and the alliance show their
  // details in the same route: /ncpt?id=&type=, /cjh?news=, /jypxlm?id=).
  agriPlatform: '/ncpt',
  achievements: '/cycxcgz',
  achievementDetail: '/cycxcgzxiangqing',
  transformations: '/cycgzh',
  transformationDetail: '/cycgzhxiangqing',
  alliance: '/jypxlm',
  association: '/cjh',
  // 创业服务 · 创业大赛: published editions, and one edition's ranking and score sheets.
  contests: '/cyds',
  contestDetail: '/cydsxiangqing',
} as const;

const withId = (path: string, id: string) => `${path}?id=${encodeURIComponent(id)}`;

export const fairDetailHref = (id: string) => withId(PORTAL_PATHS.fairDetail, id);
export const positionDetailHref = (id: string) => withId(PORTAL_PATHS.positionDetail, id);
export const companyInfoHref = (id: string) => withId(PORTAL_PATHS.companyInfo, id);
export const contestDetailHref = (id: string) => withId(PORTAL_PATHS.contestDetail, id);
export const newsDetailHref = (id: string) => withId(PORTAL_PATHS.newsDetail, id);
export const policyDetailHref = (id: string) => withId(PORTAL_PATHS.policyDetail, id);

/** The position list, filtered as the home page's search box asks. */
export function positionSearchHref(keyword: string, regionCode?: string): string {
  const query = new URLSearchParams();
  if (keyword.trim()) query.set('keyword', keyword.trim());
  if (regionCode) query.set('regionCode', regionCode);
  const qs = query.toString();
  return qs ? `${PORTAL_PATHS.positions}?${qs}` : PORTAL_PATHS.positions;
}
