import { actionPermission, contestEditionResource, permissionCode } from '@vets/contracts';
import type { ResourceMenu, SeedMenu } from '../../../../core/auth/menu-seed.js';
import { entrepreneurshipPage } from '../../seed/menus.js';

/** A page of this part: its file is `pages/startup/<component>.tsx` of the web section. */
export function startupPage(
  key: string,
  name: string,
  sortNo: number,
  component?: string,
): ResourceMenu {
  const menu = entrepreneurshipPage(key, name, sortNo, component && `startup/${component}`);
  return component ? { ...menu, componentName: component } : menu;
}

/** A page of no resource of its own, shown to holders of `perms`. */
function page(key: string, name: string, sortNo: number, component: string, perms: string) {
  const menu = startupPage(key, name, sortNo, component);
  return {
    ...menu,
    component: menu.component ?? null,
    menuType: 1,
    perms,
    keepAlive: true,
  } satisfies SeedMenu;
}

/** 录入评分 and 大赛排名: the contest's judging pages beside its resources' list pages. */
export const STARTUP_MENUS: SeedMenu[] = [
  page('scoring', '录入评分', 5, 'ScoreEntry', actionPermission(contestEditionResource, 'score')),
  page('ranking', '大赛排名', 6, 'ContestRanking', permissionCode(contestEditionResource, 'list')),
];
