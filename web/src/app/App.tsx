import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PORTAL_HOME_PATH, THIRD_LOGIN_PAGES } from '@vets/contracts';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { PORTAL_PAGES, PORTAL_SHELL_PATH } from '../portal/portal-pages';
import { loadChunk } from './chunk-errors';
import { ErrorBoundary } from './ErrorBoundary';
import { GuardGate } from './GuardGate';
import { NavigationEffects, ProgressFallback } from './NavigationEffects';
import { ThemeGate } from './ThemeGate';
import { useThemeSettings } from './theme-settings';

const BasicLayout = lazy(() => loadChunk(() => import('../layouts/BasicLayout')));
const UserLayout = lazy(() => loadChunk(() => import('../layouts/UserLayout')));
const PortalLayout = lazy(() => loadChunk(() => import('../layouts/PortalLayout')));
const PORTAL_ROUTES = PORTAL_PAGES.map(({ path, load }) => ({
  path,
  Page: lazy(() => loadChunk(load)),
}));
const VeteranLoginPage = lazy(() =>
  loadChunk(() => import('../sections/identity/pages/user/VeteranLogin')),
);
const LoginPage = lazy(() => loadChunk(() => import('../sections/identity/pages/user/Login')));
const CompanyLoginPage = lazy(() =>
  loadChunk(() => import('../sections/identity/pages/user/CompanyLogin')),
);
const ForgotPasswordPage = lazy(() =>
  loadChunk(() => import('../sections/identity/pages/user/ForgotPassword')),
);
const RegisterPage = lazy(() =>
  loadChunk(() => import('../sections/accounts/pages/CompanyRegister')),
);
const RegisterResultPage = lazy(() =>
  loadChunk(() => import('../sections/accounts/pages/RegisterResult')),
);
const PhoneAlterationPage = lazy(() =>
  loadChunk(() => import('../sections/accounts/pages/PhoneAlteration')),
);
const CasLoginPage = lazy(() =>
  loadChunk(() => import('../sections/identity/pages/user/CasLogin')),
);
const ThirdLoginPage = lazy(() =>
  loadChunk(() => import('../sections/identity/pages/user/ThirdLogin')),
);
const ThirdBindPage = lazy(() =>
  loadChunk(() => import('../sections/identity/pages/user/ThirdBind')),
);
const NotFoundPage = lazy(() => loadChunk(() => import('../sections/system/pages/exception/404')));

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

/**
 * The static route table of section 2: the portal's pages come from its areas' declarations,
 * back-office routes from the menu inside BasicLayout.
 * The guard and antd's providers are loaded only for pages that need them (see the gates);
 * the providers sit above the guard, so a notice outlives the guard's redirect.
 */
function AppRoutes() {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location.pathname}>
      <ThemeGate>
        <GuardGate>
          <Suspense fallback={<ProgressFallback />}>
            <Routes>
              <Route path="/" element={<Navigate to={PORTAL_SHELL_PATH} replace />} />
              <Route
                path={PORTAL_SHELL_PATH}
                element={<Navigate to={PORTAL_HOME_PATH} replace />}
              />
              <Route element={<PortalLayout />}>
                {PORTAL_ROUTES.map(({ path, Page }) => (
                  <Route key={path} path={path} element={<Page />} />
                ))}
              </Route>
              <Route path="/user" element={<UserLayout />}>
                <Route index element={<Navigate to="/user/login" replace />} />
                <Route path="login" element={<LoginPage />} />
                <Route path="register-result" element={<RegisterResultPage />} />
                <Route path="alteration" element={<PhoneAlterationPage />} />
              </Route>
              <Route element={<UserLayout />}>
                <Route path="/qylogin" element={<CompanyLoginPage />} />
                <Route path="/qzdl" element={<VeteranLoginPage />} />
                <Route path="/wjmm" element={<ForgotPasswordPage />} />
                <Route path="/zhuce" element={<RegisterPage />} />
                <Route path="/registerAction" element={<RegisterPage />} />
                <Route path="/registerAction/register" element={<RegisterPage />} />
                <Route path="/registerAction/register-result" element={<RegisterResultPage />} />
                <Route path={THIRD_LOGIN_PAGES.cas} element={<CasLoginPage />} />
                <Route path={THIRD_LOGIN_PAGES.login} element={<ThirdLoginPage />} />
                <Route path={THIRD_LOGIN_PAGES.bind} element={<ThirdBindPage />} />
              </Route>
              <Route path="/404" element={<NotFoundPage />} />
              <Route path="/*" element={<BasicLayout />} />
            </Routes>
          </Suspense>
        </GuardGate>
      </ThemeGate>
    </ErrorBoundary>
  );
}

export default function App() {
  useThemeSettings();
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <NavigationEffects />
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
