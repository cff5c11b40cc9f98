import type { MenuItem } from '@vets/contracts';
import { describe, expect, it } from 'vitest';
import { menuToRoutes, menuTrail, opensInNewWindow, searchableEntries } from './menu-routes';

function item(path: string, over: Partial<MenuItem> = {}, children?: MenuItem[]): MenuItem {
  return {
    id: path,
    path,
    name: path,
    component: 'x/Page',
    redirect: null,
    hidden: false,
    alwaysShow: false,
    route: '1',
    meta: {
      title: path,
      icon: null,
      url: null,
      keepAlive: false,
      internalOrExternal: false,
      componentName: null,
      permissionList: [],
    },
    ...over,
    ...(children ? { children } : {}),
  };
}

const group = item('/sys', { component: 'layouts/RouteView' }, [
  item('/sys/hidden', { hidden: true }),
  item('/sys/log', { component: 'system/LoginLogList' }),
  item('/sys/noroute', { route: '0' }),
]);
const external = item('/frame/docs', {
  component: 'layouts/IframePageView',
  meta: { ...item('x').meta, title: '接口文档', url: '/api/docs', internalOrExternal: true },
});

describe('menuToRoutes', () => {
  it('registers pages, redirects groups to their first visible routable child, skips route flag "0"', () => {
    const routes = menuToRoutes([item('/dashboard/analysis'), group, external]);
    expect(
      routes.map((r) => [
        r.kind,
        r.path,
        r.kind === 'redirect' ? r.to : r.kind === 'page' ? r.component : r.meta.url,
      ]),
    ).toEqual([
      ['page', '/dashboard/analysis', 'x/Page'],
      ['redirect', '/sys', '/sys/log'],
      ['page', '/sys/hidden', 'x/Page'],
      ['page', '/sys/log', 'system/LoginLogList'],
      ['frame', '/frame/docs', '/api/docs'],
    ]);
  });

  it('uses a group’s own redirect when it has one', () => {
    const routes = menuToRoutes([{ ...group, redirect: '/sys/log' }]);
    expect(routes[0]).toMatchObject({ kind: 'redirect', to: '/sys/log' });
  });
});

describe('menu helpers', () => {
  it('menuTrail walks from the top level down', () => {
    expect(menuTrail([group], '/sys/log').map((m) => m.path)).toEqual(['/sys', '/sys/log']);
    expect(menuTrail([group], '/nope')).toEqual([]);
  });

  it('search lists visible leaves; external and iframe entries open a new window', () => {
    const entries = searchableEntries([item('/dashboard/analysis'), group, external]);
    expect(entries.map((e) => e.path)).toEqual([
      '/dashboard/analysis',
      '/sys/log',
      '/sys/noroute',
      '/frame/docs',
    ]);
    expect(opensInNewWindow(external)).toBe(true);
    expect(opensInNewWindow(item('/a'))).toBe(false);
  });
});
