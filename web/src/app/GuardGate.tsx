import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../stores/session';
import { loadChunk } from './chunk-errors';
import { decideNavigation } from './guard';
import { ProgressFallback } from './NavigationEffects';

const NavigationGuard = lazy(() =>
  loadChunk(() => import('./NavigationGuard')).then((m) => ({ default: m.NavigationGuard })),
);

/**
 * Lets a visitor through to an open page without loading the navigation guard, whose error
 * handling brings in the back office's UI library. The first time the guard has anything to
 * do (a redirect, the permission load) it is loaded, and from then on every page goes
 * through it, as if it had always been there.
 */
export function GuardGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const hasToken = useSession((s) => Boolean(s.token));
  const permissionsLoaded = useSession((s) => s.permissionsLoaded);
  const [guarded, setGuarded] = useState(false);
  const allowed =
    decideNavigation({
      path: location.pathname,
      search: location.search,
      hasToken,
      permissionsLoaded,
    }).kind === 'allow';
  if (!guarded && !allowed) setGuarded(true);
  if (!guarded && allowed) return children;
  return (
    <Suspense fallback={<ProgressFallback />}>
      <NavigationGuard>{children}</NavigationGuard>
    </Suspense>
  );
}
