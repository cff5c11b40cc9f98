import { describe, expect, it } from 'vitest';
import { isOpenPath } from '../app/open-routes';
import { portalTrail } from './portal-nav';
import {
  isPortalPath,
  PORTAL_PAGES,
  PORTAL_SHELL_PATH,
  portalPageAt,
  portalPageByKey,
} from './portal-pages';

const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('the portal pages the areas declare', () => {
  it('spells every path and key once', () => {
    expect(duplicates(PORTAL_PAGES.map((p) => p.path))).toEqual([]);
    expect(duplicates(PORTAL_PAGES.map((p) => p.key))).toEqual([]);
    expect(PORTAL_PAGES.map((p) => p.path)).not.toContain(PORTAL_SHELL_PATH);
  });

  it('finds a page by its path, trailing slash or not, and nothing else', () => {
    expect(portalPageAt('/zpxxxq/qyxx/')?.key).toBe('companyInfo');
    expect(portalPageAt('/zpxxxq/edit')).toBeUndefined();
    expect(isPortalPath('/qywz/')).toBe(true);
    expect(isPortalPath('/')).toBe(false);
    expect(isPortalPath('/user/login')).toBe(false);
  });

  it('roots every breadcrumb at 首页 through parents that exist', () => {
    expect(PORTAL_PAGES.filter((p) => p.parent === undefined).map((p) => p.path)).toEqual([
      '/home',
    ]);
    for (const page of PORTAL_PAGES) {
      if (page.parent !== undefined) expect(portalPageByKey(page.parent), page.key).toBeDefined();
      // A loop of parents would start the trail elsewhere.
      expect(portalTrail(page.path).crumbs[0]?.title, page.key).toBe('首页');
    }
  });

  it('opens every page and the shell to a visitor without a session', () => {
    for (const { path } of PORTAL_PAGES) expect(isOpenPath(path), path).toBe(true);
    expect(isOpenPath(PORTAL_SHELL_PATH)).toBe(true);
  });

  it('places the nav entries in distinct orders', () => {
    const orders = PORTAL_PAGES.flatMap((p) => (p.nav ? [String(p.nav.order)] : []));
    expect(duplicates(orders)).toEqual([]);
  });

  it('gives each detail page a public list to find a record in', () => {
    for (const page of PORTAL_PAGES.filter((p) => p.detailOf)) {
      expect(page.detailOf, page.key).toMatch(/^\/portal\/\w+\/list$/);
    }
  });
});

// Each page's component, loaded as its route loads it: a page without one is unreachable.
describe('the route of every declared page', () => {
  it.each(PORTAL_PAGES.map((p) => [p.path, p] as const))(
    '%s renders a component',
    async (_, page) => {
      const module = await page.load();
      expect(typeof module.default).toBe('function');
    },
  );
});
