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
} as const;

const withId = (path: string, id: string) => `${path}?id=${encodeURIComponent(id)}`;

export const fairDetailHref = (id: string) => withId(PORTAL_PATHS.fairDetail, id);
export const positionDetailHref = (id: string) => withId(PORTAL_PATHS.positionDetail, id);
export const companyInfoHref = (id: string) => withId(PORTAL_PATHS.companyInfo, id);

/** The position list, filtered as the home page's search box asks. */
export function positionSearchHref(keyword: string, regionCode?: string): string {
  const query = new URLSearchParams();
  if (keyword.trim()) query.set('keyword', keyword.trim());
  if (regionCode) query.set('regionCode', regionCode);
  const qs = query.toString();
  return qs ? `${PORTAL_PATHS.positions}?${qs}` : PORTAL_PATHS.positions;
}
