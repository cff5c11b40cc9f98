import { Activity, useEffect, useMemo, useState } from 'react';
import { parsePath, type RouteObject, useRoutes } from 'react-router';
import { useSettings } from '../stores/settings';
import { STORAGE_KEYS, storage } from '../stores/storage';
import { useTabs } from '../stores/tabs';
import type { RouteHandle } from './main-routes';

/** The routes rendered for one kept location, whatever the current location is. */
function RoutesAt({ routes, fullPath }: { routes: RouteObject[]; fullPath: string }) {
  const location = useMemo(() => parsePath(fullPath), [fullPath]);
  return useRoutes(routes, location);
}

interface Alive {
  fullPath: string;
  refreshKey: number;
}

/**
 * Renders the current page and keeps others alive in hidden <Activity> boundaries, so form
 * input, table pages and other state survive a switch. Multi-tab mode keeps every open tab;
 * otherwise only pages whose route is keepAlive with a component name are kept.
 */
export function KeptPages({
  routes,
  current,
  handle,
}: {
  routes: RouteObject[];
  current: string;
  handle: RouteHandle | undefined;
}) {
  const multipage = useSettings((s) => s.multipage);
  const tabs = useTabs((s) => s.tabs);
  const kept = useKeepAliveList(multipage ? undefined : handle, current);

  const alive: Alive[] = multipage
    ? tabs.map((t) => ({ fullPath: t.fullPath, refreshKey: t.refreshKey }))
    : kept;
  const list = alive.some((a) => a.fullPath === current)
    ? alive
    : [...alive, { fullPath: current, refreshKey: 0 }];

  return list.map((a) => (
    <Activity
      key={`${a.fullPath}#${a.refreshKey}`}
      mode={a.fullPath === current ? 'visible' : 'hidden'}
    >
      <RoutesAt routes={routes} fullPath={a.fullPath} />
    </Activity>
  ));
}

/** Without tabs: remember keep-alive pages (their component names persist locally). */
function useKeepAliveList(handle: RouteHandle | undefined, current: string): Alive[] {
  const [kept, setKept] = useState<Alive[]>([]);
  useEffect(() => {
    const meta = handle?.meta;
    if (!meta?.keepAlive || !meta.componentName) return;
    const names = storage.get<string[]>(STORAGE_KEYS.keepAlive) ?? [];
    if (!names.includes(meta.componentName)) {
      storage.set(STORAGE_KEYS.keepAlive, [...names, meta.componentName]);
    }
    setKept((list) =>
      list.some((a) => a.fullPath === current)
        ? list
        : [...list, { fullPath: current, refreshKey: 0 }],
    );
  }, [handle, current]);
  return kept;
}
