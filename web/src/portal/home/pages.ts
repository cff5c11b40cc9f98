import { PORTAL_HOME_PATH } from '@vets/contracts';
import type { PortalPageDecl } from '../portal-page';

/** 首页: the root of every breadcrumb. */
export const homePages = {
  home: {
    path: PORTAL_HOME_PATH,
    title: '首页',
    description:
      '退役军人就业创业服务门户：招聘会、在招岗位、推荐企业、新闻资讯、就业创业政策与创业扶持。',
    nav: { label: '首页', order: 10 },
  },
} satisfies Record<string, PortalPageDecl>;
