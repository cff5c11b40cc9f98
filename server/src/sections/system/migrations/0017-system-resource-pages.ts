import type { Kysely } from 'kysely';
import { resourcePageMenus } from '../../../db/resource-page-menus.js';

/** 职务管理, 校验规则 and 租户管理 became the generic pages of their resources; their page files are gone. */
const PAGES = [
  { id: 'menu-system-position', from: 'system/PositionList', key: 'sysPosition' },
  { id: 'menu-system-check-rule', from: 'system/CheckRuleList', key: 'sysCheckRule' },
  { id: 'menu-system-tenant', from: 'system/TenantList', key: 'sysTenant' },
];

export const up = (db: Kysely<unknown>) => resourcePageMenus(db, PAGES, 'up');
export const down = (db: Kysely<unknown>) => resourcePageMenus(db, PAGES, 'down');
