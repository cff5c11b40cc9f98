import { detailHref, type PortalPageDecl } from '../portal-page';

/** 新闻资讯 and 政策法规. */
export const publishingPages = {
  news: { path: '/xwzx', title: '新闻资讯', parent: 'home', nav: { label: '新闻资讯', order: 40 } },
  newsDetail: {
    path: '/xwzxxq',
    title: '信息详情',
    parent: 'news',
    detailOf: '/portal/article/list',
  },
  policies: {
    path: '/zcfg',
    title: '政策法规',
    parent: 'home',
    nav: { label: '政策法规', order: 50 },
  },
  policyDetail: {
    path: '/zcfgxq',
    title: '政策详情',
    parent: 'policies',
    detailOf: '/portal/policy/list',
  },
} satisfies Record<string, PortalPageDecl>;

export const newsDetailHref = (id: string) => detailHref(publishingPages.newsDetail, id);
export const policyDetailHref = (id: string) => detailHref(publishingPages.policyDetail, id);
