import { pageMoves } from '../../../db/page-moves.js';

/** 门户轮播图 and 门户站点信息 moved from the system section's pages to the site section's. */
export const { up, down } = pageMoves([
  ['system/BannerList', 'site/BannerList'],
  ['system/SiteInfo', 'site/SiteInfo'],
]);
