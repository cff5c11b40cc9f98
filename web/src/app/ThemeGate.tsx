import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { isPortalPath } from '../portal/portal-pages';
import { loadChunk } from './chunk-errors';
import { ProgressFallback } from './NavigationEffects';

const ThemeProvider = lazy(() =>
  loadChunk(() => import('./ThemeProvider')).then((m) => ({ default: m.ThemeProvider })),
);

/** Paths that render without antd: the public portal and `/`, which leads to it. */
const isPlainPath = (pathname: string) => pathname === '/' || isPortalPath(pathname);

/**
 * Wraps the pages in the antd ThemeProvider once a page that needs it is shown, so a visitor
 * of the portal never downloads antd. Once loaded it stays, portal pages included, so the
 * provider (and the message/notification instances it registers) is never torn down.
 */
export function ThemeGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [themed, setThemed] = useState(() => !isPlainPath(pathname));
  if (!themed && !isPlainPath(pathname)) setThemed(true);
  if (!themed && isPlainPath(pathname)) return children;
  return (
    <Suspense fallback={<ProgressFallback />}>
      <ThemeProvider>{children}</ThemeProvider>
    </Suspense>
  );
}
