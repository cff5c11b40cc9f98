import type { PortalPage } from './portal-page';
import { normalizePath, PORTAL_PAGES, portalPageByKey } from './portal-pages';

interface PortalNavItem {
  /** The key of the page it opens. */
  key: string;
  label: string;
  path: string;
}

/** The header's nav band: every page with a nav entry, by its order. */
export const PORTAL_NAV: readonly PortalNavItem[] = PORTAL_PAGES.flatMap(({ key, path, nav }) =>
  nav ? [{ key, label: nav.label, path, order: nav.order }] : [],
)
  .sort((a, b) => a.order - b.order)
  .map(({ key, label, path }) => ({ key, label, path }));

/** One breadcrumb step; the last has no path, since it is the page itself. */
export interface Crumb {
  title: string;
  path?: string;
}

interface PortalTrail {
  /** The key of the nav entry to highlight. */
  nav: string | null;
  crumbs: Crumb[];
}

const parentOf = (page: PortalPage) =>
  page.parent === undefined ? undefined : portalPageByKey(page.parent);

/** The pages from 首页 down to `page`, following the declared parents. */
function lineage(page: PortalPage): PortalPage[] {
  const line = [page];
  for (let parent = parentOf(page); parent && !line.includes(parent); parent = parentOf(parent)) {
    line.unshift(parent);
  }
  return line;
}

function trailOf(page: PortalPage): PortalTrail {
  const line = lineage(page);
  const crumbs = line.map((p) =>
    p === page ? { title: p.title } : { title: p.title, path: p.path },
  );
  // 首页's entry stands for 首页 alone; a page lights the nearest entry on its way up.
  const lit = line.findLast((p) => p.nav && (p === page || p.parent !== undefined));
  return { nav: lit?.key ?? null, crumbs };
}

const TRAILS = new Map(PORTAL_PAGES.map((page) => [page.path, trailOf(page)]));
const ROOT = PORTAL_PAGES.find((page) => page.parent === undefined);

/** The header item to highlight and the breadcrumb from 首页 for a portal path. */
export function portalTrail(pathname: string): PortalTrail {
  return (
    TRAILS.get(normalizePath(pathname)) ?? {
      nav: null,
      crumbs: ROOT ? [{ title: ROOT.title, path: ROOT.path }] : [],
    }
  );
}
