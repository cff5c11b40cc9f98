import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { systemApi } from '../api/system';
import { ApiError } from '../api/transport';
import { ui } from '../components/ui-bridge';
import { loadPermissions } from '../stores/permissions-loader';
import { useSession } from '../stores/session';
import {
  decideNavigation,
  EMPTY_PERMISSIONS_ERROR,
  loginRedirectFor,
  targetAfterPermissions,
} from './guard';
import { progress } from './progress';

/**
 * Runs the navigation guard on every location: redirects visitors, loads the permissions
 * once per page load, and sends the user to the login page when that load fails.
 */
export function NavigationGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const hasToken = useSession((s) => Boolean(s.token));
  const permissionsLoaded = useSession((s) => s.permissionsLoaded);
  const decision = decideNavigation({
    path: location.pathname,
    search: location.search,
    hasToken,
    permissionsLoaded,
  });
  const loading = useRef(false);

  useEffect(() => {
    if (decision.kind !== 'load-permissions' || loading.current) return;
    loading.current = true;
    progress.begin();
    const fullPath = `${location.pathname}${location.search}${location.hash}`;
    loadPermissions()
      .then(() => {
        const target = targetAfterPermissions(location);
        if (target !== fullPath) navigate(target, { replace: true });
      })
      .catch(async (error: unknown) => {
        if (error instanceof Error && error.message === EMPTY_PERMISSIONS_ERROR) {
          console.error(error.message);
          ui().notification.error({
            title: '系统提示',
            description: '您的账号还没有分配任何菜单权限，请联系管理员',
          });
        }
        // The session may still be valid on the server; end it there too, ignoring failures.
        if (!(error instanceof ApiError && error.status === 401)) {
          await systemApi.logout().catch(() => undefined);
        }
        useSession.getState().clear();
        navigate(loginRedirectFor(fullPath), { replace: true });
      })
      .finally(() => {
        loading.current = false;
        progress.end();
      });
  }, [decision.kind, location, navigate]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'load-permissions') return null;
  return children;
}
