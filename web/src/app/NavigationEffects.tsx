import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSettings } from '../stores/settings';
import { useTabs } from '../stores/tabs';
import { progress } from './progress';

const fullPathOf = (l: { pathname: string; search: string }) => `${l.pathname}${l.search}`;

/**
 * Progress bar on every navigation, and scrolling: a new page starts at the top, while a tab
 * the user comes back to returns to where it was left.
 */
export function NavigationEffects() {
  const location = useLocation();
  const fullPath = fullPathOf(location);
  // The path scroll events belong to. It changes in the layout effect, before the scroll that
  // navigation causes is reported, so that scroll is never booked to the page just left.
  const current = useRef(fullPath);

  useLayoutEffect(() => {
    current.current = fullPath;
    const { multipage } = useSettings.getState();
    const { tabs, scroll } = useTabs.getState();
    const isOpenTab = tabs.some((t) => t.fullPath === fullPath);
    window.scrollTo(0, multipage && isOpenTab ? (scroll[fullPath] ?? 0) : 0);
    progress.begin();
    const timer = setTimeout(() => progress.end(), 120);
    return () => {
      clearTimeout(timer);
      progress.end();
    };
  }, [fullPath]);

  useEffect(() => {
    const onScroll = () => useTabs.getState().rememberScroll(current.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return null;
}

/** Suspense fallback: the progress bar runs while a lazy chunk loads. */
export function ProgressFallback() {
  useEffect(() => {
    progress.begin();
    return () => progress.end();
  }, []);
  return null;
}
