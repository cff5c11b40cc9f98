import { detailHref, type PortalPageDecl } from '../portal-page';

/**
 * 创业服务: the showcase (the agricultural platform, the association and the alliance show their
 * details in their own route: /ncpt?id=&type=, /cjh?news=, /jypxlm?id=) and the contest.
 */
export const entrepreneurshipPages = {
  agri: {
    path: '/ncpt',
    title: '农业创新平台',
    parent: 'home',
    nav: { label: '农业创新平台', order: 60 },
  },
  contests: {
    path: '/cyds',
    title: '创业大赛',
    parent: 'home',
    nav: { label: '创业大赛', order: 90 },
  },
  contestDetail: {
    path: '/cydsxiangqing',
    title: '大赛详情',
    parent: 'contests',
    detailOf: '/portal/contest/list',
  },
  achievements: {
    path: '/cycxcgz',
    title: '创业成果展示',
    parent: 'home',
    nav: { label: '成果展示', order: 70 },
  },
  achievementDetail: {
    path: '/cycxcgzxiangqing',
    title: '成果详情',
    parent: 'achievements',
    detailOf: '/portal/achievement/list',
  },
  transformations: {
    path: '/cycgzh',
    title: '创业成果转化',
    parent: 'home',
    nav: { label: '成果转化', order: 80 },
  },
  transformationDetail: {
    path: '/cycgzhxiangqing',
    title: '项目详情',
    name: '转化项目详情',
    parent: 'transformations',
    detailOf: '/portal/transformation/list',
  },
  alliance: {
    path: '/jypxlm',
    title: '教育培训联盟',
    parent: 'home',
    nav: { label: '教育培训联盟', order: 100 },
  },
  association: {
    path: '/cjh',
    title: '促进会',
    parent: 'home',
    nav: { label: '促进会', order: 110 },
  },
} satisfies Record<string, PortalPageDecl>;

export const contestDetailHref = (id: string) =>
  detailHref(entrepreneurshipPages.contestDetail, id);
