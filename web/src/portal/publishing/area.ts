import type { PortalArea } from '../portal-page';
import { publishingPages } from './pages';

export const publishingArea: PortalArea<keyof typeof publishingPages> = {
  pages: publishingPages,
  load: {
    news: () => import('./news/NewsList'),
    newsDetail: () => import('./news/NewsDetail'),
    policies: () => import('./policies/PolicyList'),
    policyDetail: () => import('./policies/PolicyDetail'),
  },
};
