import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RadarQueryProvider } from '@shared/query';
import { isHealthPath, portalRoutes, type PortalRouteKey } from '@shared/routes';
import { LoadingIndicator } from '@shared/ui/kit/LoadingIndicator';
import { SnackbarProvider } from '@shared/ui/kit/Snackbar';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { SessionGate } from '../features/session/SessionGate';
import { SsoLoginPage } from '../features/session/SsoLoginPage';
import { usePageViews } from '../features/session/usePageViews';
import { ThemeModeProvider } from '../features/theme/ThemeModeProvider';
import { PortalShell } from './PortalShell';
import { ShellDialogsProvider } from './ShellDialogsProvider';

const HealthPage = lazy(() => import('../features/health/HealthPage'));
const ErrorPage = lazy(() => import('../features/error/ErrorPage'));

/** The pages of the shell, each loaded when first opened. */
const pages: Partial<Record<PortalRouteKey, ComponentType>> = {
  dashboard: DashboardPage,
  error: ErrorPage,
  maintenance: lazy(() => import('../features/maintenance/MaintenancePage')),
  profile: lazy(() => import('../features/profile/ProfilePage')),
  programRelease: lazy(() => import('../features/productInfo/ProgramReleasePage')),
  rightsAndRoles: lazy(() => import('../features/productInfo/RightsAndRolesPage')),
  reportSubscriptions: lazy(() => import('../features/reportSubscriptions/ReportSubscriptionsPage')),
  reportExports: lazy(() => import('../features/reportExports/ReportExportsPage')),
  workflow: lazy(() => import('../features/workflows/WorkflowPage')),
  manual: lazy(() => import('../features/manual/ManualPage')),
  report: lazy(() => import('../features/reports/ReportPages').then((m) => ({ default: m.ReportPathPage }))),
  reportQuery: lazy(() => import('../features/reports/ReportPages').then((m) => ({ default: m.ReportQueryPage }))),
  shortLink: lazy(() => import('../features/reports/ReportPages').then((m) => ({ default: m.ShortLinkPage }))),
  manualPage: lazy(() => import('../features/manual/ManualPage')),
};

function SignedInRoutes() {
  usePageViews();
  return (
    <SessionGate>
      <ShellDialogsProvider>
        <PortalShell>
          <Suspense fallback={<LoadingIndicator />}>
            <Routes>
              {Object.entries(pages).map(([key, Page]) => (
                <Route key={key} path={portalRoutes[key as PortalRouteKey].pattern} element={<Page />} />
              ))}
              <Route path="*" element={<ErrorPage />} />
            </Routes>
          </Suspense>
        </PortalShell>
      </ShellDialogsProvider>
    </SessionGate>
  );
}

function AppRoutes() {
  const { pathname } = useLocation();
  if (isHealthPath(pathname)) return <HealthPage />;
  if (pathname === portalRoutes.ssoLogin.pattern) return <SsoLoginPage />;
  return <SignedInRoutes />;
}

export function App() {
  return (
    <ThemeModeProvider>
      <SnackbarProvider>
        <RadarQueryProvider>
          <BrowserRouter>
            <Suspense fallback={<LoadingIndicator />}>
              <AppRoutes />
            </Suspense>
          </BrowserRouter>
        </RadarQueryProvider>
      </SnackbarProvider>
    </ThemeModeProvider>
  );
}
