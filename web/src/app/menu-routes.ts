import type { MenuItem } from '@vets/contracts';

const ROUTE_VIEW = 'layouts/RouteView';
const IFRAME_VIEW = 'layouts/IframePageView';

export interface RouteMeta {
  title: string;
  keepAlive: boolean;
  componentName: string | null;
  url: string | null;
  internalOrExternal: boolean;
}

/** A back-office route derived from one menu item. */
export type MenuRoute =
  | { kind: 'page'; path: string; component: string; meta: RouteMeta }
  | { kind: 'frame'; path: string; meta: RouteMeta }
  | { kind: 'redirect'; path: string; to: string; meta: RouteMeta };

function metaOf(item: MenuItem): RouteMeta {
  return {
    title: item.meta.title,
    keepAlive: item.meta.keepAlive,
    componentName: item.meta.componentName,
    url: item.meta.url,
    internalOrExternal: item.meta.internalOrExternal,
  };
}

function firstRoutableChild(item: MenuItem): string | null {
  for (const child of item.children ?? []) {
    if (child.route === '0' || child.hidden) continue;
    if (child.component && child.component !== ROUTE_VIEW) return child.path;
    const deeper = firstRoutableChild(child);
    if (deeper) return deeper;
  }
  return null;
}

/**
 * Flattens the menu into routes. Items with route flag "0" are not registered (their
 * children still are); group items (RouteView) redirect to their `redirect` or first child;
 * iframe and external items become frame routes carrying their url.
 */
export function menuToRoutes(menu: MenuItem[]): MenuRoute[] {
  const routes: MenuRoute[] = [];
  const visit = (item: MenuItem) => {
    if (item.route !== '0') {
      const meta = metaOf(item);
      if (item.meta.url && (item.component === IFRAME_VIEW || item.meta.internalOrExternal)) {
        routes.push({ kind: 'frame', path: item.path, meta });
      } else if (!item.component || item.component === ROUTE_VIEW) {
        const to = item.redirect ?? firstRoutableChild(item);
        if (to && to !== item.path) routes.push({ kind: 'redirect', path: item.path, to, meta });
      } else {
        routes.push({ kind: 'page', path: item.path, component: item.component, meta });
      }
    }
    for (const child of item.children ?? []) visit(child);
  };
  for (const item of menu) visit(item);
  return routes;
}

/** The chain of menu items from the top level down to the item with `path`. */
export function menuTrail(menu: MenuItem[], path: string): MenuItem[] {
  for (const item of menu) {
    if (item.path === path) return [item];
    const below = menuTrail(item.children ?? [], path);
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

/** Visible leaf entries for the header's menu search. */
export function searchableEntries(menu: MenuItem[]): MenuItem[] {
  const out: MenuItem[] = [];
  const visit = (items: MenuItem[]) => {
    for (const item of items) {
      if (item.hidden) continue;
      const kids = (item.children ?? []).filter((c) => !c.hidden);
      if (kids.length > 0) visit(kids);
      else out.push(item);
    }
  };
  visit(menu);
  return out;
}

/** External entries and iframe pages open in a new window from the menu search. */
export function opensInNewWindow(item: MenuItem): boolean {
  return Boolean(item.meta.url) && (item.meta.internalOrExternal || item.component === IFRAME_VIEW);
}
