import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { isHealthPath, portalRoutes, type PortalRouteKey } from '../../shared/routes';
import { texts } from '../../shared/texts';
import { createRadarTheme } from '../../shared/ui/theme';
import { PlaceholderPage } from './PlaceholderPage';

const HealthPage = lazy(() => import('../features/health/HealthPage'));

const theme = createRadarTheme();

/** Screens that later issues fill; until then each shows its German title. */
const placeholderKeys = (Object.keys(portalRoutes) as PortalRouteKey[]).filter((key) => key !== 'health');

function AppRoutes() {
  const { pathname } = useLocation();
  if (isHealthPath(pathname)) return <HealthPage />;
  return (
    <Routes>
      {placeholderKeys.map((key) => (
        <Route
          key={key}
          path={portalRoutes[key].pattern}
          element={<PlaceholderPage title={portalRoutes[key].title} />}
        />
      ))}
      <Route path="*" element={<PlaceholderPage title={portalRoutes.error.title} message={texts.portal.notFound} />} />
    </Routes>
  );
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
