import { detailHref, type PortalPageDecl } from '../portal-page';

/** 招聘会 and 招聘信息: job fairs, companies and positions. */
export const recruitmentPages = {
  fairs: { path: '/zph', title: '招聘会', parent: 'home', nav: { label: '招聘会', order: 20 } },
  fairDetail: {
    path: '/zphxq',
    title: '招聘会详情',
    parent: 'fairs',
    detailOf: '/portal/jobFair/list',
  },
  recruitment: {
    path: '/zpxx',
    title: '招聘信息',
    parent: 'home',
    nav: { label: '招聘信息', order: 30 },
  },
  companies: { path: '/zpqiye', title: '企业列表', parent: 'recruitment' },
  positions: { path: '/zpgw', title: '岗位列表', parent: 'recruitment' },
  positionDetail: {
    path: '/zpxxxq',
    title: '岗位详情',
    parent: 'recruitment',
    detailOf: '/portal/position/list',
  },
  companyInfo: {
    path: '/zpxxxq/qyxx',
    title: '企业信息',
    parent: 'recruitment',
    detailOf: '/portal/company/list',
  },
} satisfies Record<string, PortalPageDecl>;

export const fairDetailHref = (id: string) => detailHref(recruitmentPages.fairDetail, id);
export const positionDetailHref = (id: string) => detailHref(recruitmentPages.positionDetail, id);
export const companyInfoHref = (id: string) => detailHref(recruitmentPages.companyInfo, id);

/** The position list, filtered as the home page's search box asks. */
export function positionSearchHref(keyword: string, regionCode?: string): string {
  const query = new URLSearchParams();
  if (keyword.trim()) query.set('keyword', keyword.trim());
  if (regionCode) query.set('regionCode', regionCode);
  const qs = query.toString();
  const { path } = recruitmentPages.positions;
  return qs ? `${path}?${qs}` : path;
}
