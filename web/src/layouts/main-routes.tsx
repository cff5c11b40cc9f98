import { HOME_PATH, type MenuItem } from '@vets/contracts';
import { Navigate, type RouteObject } from 'react-router';
import { type MenuRoute, menuToRoutes, type RouteMeta } from '../app/menu-routes';
import { pageView } from '../app/page-registry';
import IframePage from './IframePage';
import PageContainer from './PageContainer';

/** What the layout needs to know about a matched route. */
export interface RouteHandle {
  meta: RouteMeta;
  /** Opens a tab (pages and frames do; redirects and the catch-all do not). */
  tab: boolean;
}

const staticMeta = (title: string): RouteMeta => ({
  title,
  keepAlive: false,
  componentName: null,
  url: null,
  internalOrExternal: false,
});

/** Pages inside the main layout that every signed-in user has, whatever the menu says. */
const STATIC_PAGES: Array<{ path: string; component: string; title: string }> = [
  { path: '/exception/403', component: 'exception/403', title: '403' },
  { path: '/exception/404', component: 'exception/404', title: '404' },
  { path: '/exception/500', component: 'exception/500', title: '500' },
];

function pageRoute(path: string, component: string, meta: RouteMeta): RouteObject {
  const Page = pageView(component);
  const handle: RouteHandle = { meta, tab: true };
  return {
    path,
    handle,
    element: (
      <PageContainer path={path} title={meta.title}>
        <Page />
      </PageContainer>
    ),
  };
}

function toRouteObject(r: MenuRoute): RouteObject {
  switch (r.kind) {
    case 'page':
      return pageRoute(r.path, r.component, r.meta);
    case 'frame':
      return {
        path: r.path,
        handle: { meta: r.meta, tab: true } satisfies RouteHandle,
        element: (
          <PageContainer path={r.path} title={r.meta.title}>
            <IframePage url={r.meta.url ?? ''} title={r.meta.title} />
          </PageContainer>
        ),
      };
    case 'redirect':
      return {
        path: r.path,
        handle: { meta: r.meta, tab: false } satisfies RouteHandle,
        element: <Navigate to={r.to} replace />,
      };
  }
}

/**
 * A user whose menu lacks the home page lands on their first page instead (or on 403 when the
 * menu has no page at all), not on 404.
 */
function homeFallback(routes: MenuRoute[]): RouteObject[] {
  if (routes.some((r) => r.path === HOME_PATH)) return [];
  const first = routes.find((r) => r.kind === 'page' || r.kind === 'frame');
  return [
    {
      path: HOME_PATH,
      handle: { meta: staticMeta('首页'), tab: false } satisfies RouteHandle,
      element: <Navigate to={first?.path ?? '/exception/403'} replace />,
    },
  ];
}

/** The routes of the main layout: the menu's, the static pages, and a catch-all to /404. */
export function buildMainRoutes(menu: MenuItem[]): RouteObject[] {
  const routes = menuToRoutes(menu);
  const fromMenu = [...routes.map(toRouteObject), ...homeFallback(routes)];
  const taken = new Set(fromMenu.map((r) => r.path));
  const statics = STATIC_PAGES.filter((p) => !taken.has(p.path)).map((p) =>
    pageRoute(p.path, p.component, staticMeta(p.title)),
  );
  return [...fromMenu, ...statics, { path: '*', element: <Navigate to="/404" replace /> }];
}
