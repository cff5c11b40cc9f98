import { preloadPage } from './page-registry';

/**
 * While the login page waits for the user, fetches what the first page after login needs: the
 * back-office layout, the dashboard and its charts. Idle time only; a failure here is retried
 * when the page is really opened.
 */
export function preloadBackOffice(): () => void {
  const start = () => {
    void import('../layouts/BasicLayout').catch(() => undefined);
    void import('../sections/system/components/dashboard/DashboardCharts').catch(() => undefined);
    preloadPage('dashboard/Analysis');
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(start, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(start, 300);
  return () => window.clearTimeout(timer);
}
