import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { ADMIN_HOME, adminRoutes, resourceNameOf } from '../shared/routes';
import { texts } from '../shared/texts';
import { createRadarTheme } from '../shared/ui/theme';
import { AdminLayout } from './layout/AdminLayout';
import { AdminPage } from './layout/AdminPage';
import { NotAllowedPage } from './layout/NotAllowedPage';
import { RouteGuard } from './layout/RouteGuard';
import { authProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { SchemaList } from './resources/SchemaList';

const dataProvider = createDataProvider();
const lightTheme = createRadarTheme('light');
const darkTheme = createRadarTheme('dark');

export function App() {
  return (
    <BrowserRouter>
      <Admin
        title={texts.admin.title}
        dataProvider={dataProvider}
        authProvider={authProvider}
        requireAuth
        layout={AdminLayout}
        accessDenied={NotAllowedPage}
        theme={lightTheme}
        darkTheme={darkTheme}
        disableTelemetry
      >
        {adminRoutes.map((route) =>
          route.kind === 'resource' ? (
            <Resource
              key={route.path}
              name={resourceNameOf(route)}
              list={SchemaList}
              options={{ label: route.title }}
            />
          ) : null,
        )}
        <CustomRoutes>
          <Route path={ADMIN_HOME} element={<AdminPage title="Übersicht" message={texts.admin.title} />} />
          <Route path={`${ADMIN_HOME}/kein-zugriff`} element={<NotAllowedPage />} />
          {adminRoutes
            .filter((route) => route.kind === 'action')
            .map((route) => (
              <Route
                key={route.path}
                path={route.path}
                element={
                  <RouteGuard route={route}>
                    <AdminPage title={route.title} />
                  </RouteGuard>
                }
              />
            ))}
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
