import type { Kysely } from 'kysely';
import { resourcePageMenus } from '../../../db/resource-page-menus.js';

/**
 * 租户管理 on a database first seeded after 0017-system-resource-pages: the seed still named the removed page
 * (页面组件不存在：system/TenantList). It is the generic page of its resource, as 0017 meant.
 */
const PAGES = [{ id: 'menu-system-tenant', from: 'system/TenantList', key: 'sysTenant' }];

export const up = (db: Kysely<unknown>) => resourcePageMenus(db, PAGES, 'up');
export const down = async (_db: Kysely<unknown>) => undefined;
