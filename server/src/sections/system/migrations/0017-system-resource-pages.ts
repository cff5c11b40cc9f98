import type { Kysely } from 'kysely';
import { resourcePageMenus } from '../../../db/resource-page-menus.js';

/** 职务管理 and 校验规则 became the generic pages of their resources; their page files are gone. */
const PAGES = [
  { id: 'menu-system-position', from: 'system/PositionList', key: 'sysPosition' },
  { id: 'menu-system-check-rule', from: 'system/CheckRuleList', key: 'sysCheckRule' },
];

export const up = (db: Kysely<unknown>) => resourcePageMenus(db, PAGES, 'up');
export const down = (db: Kysely<unknown>) => resourcePageMenus(db, PAGES, 'down');
