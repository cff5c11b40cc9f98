import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { THIRD_LOGIN_PAGES } from '@vets/contracts';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { loadChunk } from './chunk-errors';
import { ErrorBoundary } from './ErrorBoundary';
import { GuardGate } from './GuardGate';
import { NavigationEffects, ProgressFallback } from './NavigationEffects';
import { ThemeGate } from './ThemeGate';
import { useThemeSettings } from './theme-settings';

const BasicLayout = lazy(() => loadChunk(() => import('../layouts/BasicLayout')));
const UserLayout = lazy(() => loadChunk(() => import('../layouts/UserLayout')));
const PortalLayout = lazy(() => loadChunk(() => import('../layouts/PortalLayout')));
const PortalHome = lazy(() => loadChunk(() => import('../portal/home/PortalHome')));
const FairList = lazy(() => loadChunk(() => import('../portal/recruitment/fairs/FairList')));
const FairDetail = lazy(() => loadChunk(() => import('../portal/recruitment/fairs/FairDetail')));
const RecruitmentLanding = lazy(() =>
  loadChunk(() => import('../portal/recruitment/jobs/RecruitmentLanding')),
);
const PositionList = lazy(() => loadChunk(() => import('../portal/recruitment/jobs/PositionList')));
const PositionDetail = lazy(() =>
  loadChunk(() => import('../portal/recruitment/jobs/PositionDetail')),
);
const CompanyList = lazy(() =>
  loadChunk(() => import('../portal/recruitment/companies/CompanyList')),
);
const CompanyInfo = lazy(() =>
  loadChunk(() => import('../portal/recruitment/companies/CompanyInfo')),
);
const NewsList = lazy(() => loadChunk(() => import('../portal/publishing/news/NewsList')));
const NewsDetail = lazy(() => loadChunk(() => import('../portal/publishing/news/NewsDetail')));
const PolicyList = lazy(() => loadChunk(() => import('../portal/publishing/policies/PolicyList')));
const PolicyDetail = lazy(() =>
  loadChunk(() => import('../portal/publishing/policies/PolicyDetail')),
);
const MyJobs = lazy(() => loadChunk(() => import('../portal/account/MyJobs')));
const AgriPlatform = lazy(() =>
  loadChunk(() => import('../portal/entrepreneurship/showcase/agri/AgriPlatform')),
);
const AchievementList = lazy(() =>
  loadChunk(() => import('../portal/entrepreneurship/showcase/achievements/AchievementList')),
);
const AchievementDetail = lazy(() =>
  loadChunk(() => import('../portal/entrepreneurship/showcase/achievements/AchievementDetail')),
);
const TransformationList = lazy(() =>
  loadChunk(() => import('../portal/entrepreneurship/showcase/transformations/TransformationList')),
);
const TransformationDetail = lazy(() =>
  loadChunk(
    () => import('../portal/entrepreneurship/showcase/transformations/TransformationDetail'),
  ),
);
const Alliance = lazy(() =>
  loadChunk(() => import('../portal/entrepreneurship/showcase/alliance/Alliance')),
);
const Association = lazy(() =>
  loadChunk(() => import('../portal/entrepreneurship/showcase/association/Association')),
);
const ContestList = lazy(() =>
  loadChunk(() => import('../portal/entrepreneurship/contest/ContestList')),
);
const ContestDetail = lazy(() =>
  loadChunk(() => import('../portal/entrepreneurship/contest/ContestDetail')),
);
const VeteranLoginPage = lazy(() =>
  loadChunk(() => import('../sections/system/pages/user/VeteranLogin')),
);
const LoginPage = lazy(() => loadChunk(() => import('../sections/system/pages/user/Login')));
const CompanyLoginPage = lazy(() =>
  loadChunk(() => import('../sections/system/pages/user/CompanyLogin')),
);
const ForgotPasswordPage = lazy(() =>
  loadChunk(() => import('../sections/system/pages/user/ForgotPassword')),
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
const CasLoginPage = lazy(() => loadChunk(() => import('../sections/system/pages/user/CasLogin')));
const ThirdLoginPage = lazy(() =>
  loadChunk(() => import('../sections/system/pages/user/ThirdLogin')),
);
const ThirdBindPage = lazy(() =>
  loadChunk(() => import('../sections/system/pages/user/ThirdBind')),
);
const NotFoundPage = lazy(() => loadChunk(() => import('../sections/system/pages/exception/404')));

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

/**
 * The static route table of section 2; back-office routes come from the menu inside BasicLayout.
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
              <Route path="/" element={<Navigate to="/qywz" replace />} />
              <Route path="/qywz" element={<Navigate to="/home" replace />} />
              <Route element={<PortalLayout />}>
                <Route path="/home" element={<PortalHome />} />
                <Route path="/zph" element={<FairList />} />
                <Route path="/zphxq" element={<FairDetail />} />
                <Route path="/zpxx" element={<RecruitmentLanding />} />
                <Route path="/zpqiye" element={<CompanyList />} />
                <Route path="/zpgw" element={<PositionList />} />
                <Route path="/zpxxxq" element={<PositionDetail />} />
                <Route path="/zpxxxq/qyxx" element={<CompanyInfo />} />
                <Route path="/xwzx" element={<NewsList />} />
                <Route path="/xwzxxq" element={<NewsDetail />} />
                <Route path="/zcfg" element={<PolicyList />} />
                <Route path="/zcfgxq" element={<PolicyDetail />} />
                <Route path="/grzx" element={<MyJobs />} />
                <Route path="/ncpt" element={<AgriPlatform />} />
                <Route path="/cycxcgz" element={<AchievementList />} />
                <Route path="/cycxcgzxiangqing" element={<AchievementDetail />} />
                <Route path="/cycgzh" element={<TransformationList />} />
                <Route path="/cycgzhxiangqing" element={<TransformationDetail />} />
                <Route path="/jypxlm" element={<Alliance />} />
                <Route path="/cjh" element={<Association />} />
                <Route path="/cyds" element={<ContestList />} />
                <Route path="/cydsxiangqing" element={<ContestDetail />} />
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
