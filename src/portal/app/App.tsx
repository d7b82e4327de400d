import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { isHealthPath, portalRoutes, type PortalRouteKey } from '../../shared/routes';
import { texts } from '../../shared/texts';
import { createRadarTheme } from '../../shared/ui/theme';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { SessionGate } from '../features/session/SessionGate';
import { SsoLoginPage } from '../features/session/SsoLoginPage';
import { usePageViews } from '../features/session/usePageViews';
import { AppHeader } from './AppHeader';
import { PlaceholderPage } from './PlaceholderPage';

const HealthPage = lazy(() => import('../features/health/HealthPage'));

const theme = createRadarTheme();

/** Screens that later issues fill; until then each shows its German title. */
const placeholderKeys = (Object.keys(portalRoutes) as PortalRouteKey[]).filter(
  (key) => !['health', 'dashboard', 'ssoLogin'].includes(key),
);

function SignedInRoutes() {
  usePageViews();
  return (
    <SessionGate>
      <AppHeader />
      <Routes>
        <Route path={portalRoutes.dashboard.pattern} element={<DashboardPage />} />
        {placeholderKeys.map((key) => (
          <Route
            key={key}
            path={portalRoutes[key].pattern}
            element={<PlaceholderPage title={portalRoutes[key].title} />}
          />
        ))}
        <Route
          path="*"
          element={<PlaceholderPage title={portalRoutes.error.title} message={texts.portal.notFound} />}
        />
      </Routes>
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
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </ThemeProvider>
  );
}
