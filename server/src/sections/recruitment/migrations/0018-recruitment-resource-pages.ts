import type { Kysely } from 'kysely';
import { resourcePageMenus } from '../../../db/resource-page-menus.js';

/** 推荐规则 and 推荐记录 became the generic pages of their resources; their page files are gone. */
const PAGES = [
  { id: 'menu-zp-recommendRule', from: 'recruitment/RecommendRuleList', key: 'zpRecommendRule' },
  {
    id: 'menu-zp-recommendRecord',
    from: 'recruitment/RecommendRecordList',
    key: 'zpRecommendRecord',
  },
];

export const up = (db: Kysely<unknown>) => resourcePageMenus(db, PAGES, 'up');
export const down = (db: Kysely<unknown>) => resourcePageMenus(db, PAGES, 'down');
