import { CustomRoutes, Resource } from 'react-admin';
import { deDE } from '@mui/material/locale';
import { BrowserRouter, Route } from 'react-router-dom';
import { ADMIN_HOME, resourceNameOf } from '@shared/routes';
import { texts } from '@shared/texts';
import { createRadarTheme } from '@shared/ui/theme';
import { i18nProvider } from './i18n/i18nProvider';
import { AdminHome } from './layout/AdminHome';
import { AdminLayout } from './layout/AdminLayout';
import { AdminShell } from './layout/AdminShell';
import { NotAllowedPage } from './layout/NotAllowedPage';
import { RouteGuard } from './layout/RouteGuard';
import { authProvider } from './providers/authProvider';
import { lazyDataProvider } from './providers/lazyDataProvider';
import { recordLabel } from './resources/collections';
import { adminEntries } from './resources';

const dataProvider = lazyDataProvider(() => import('./providers/dataProvider').then((m) => m.createDataProvider()));
/** The shared look with MUI's own German texts (autocomplete, pagination, …). */
const lightTheme = createRadarTheme('light', deDE);
const darkTheme = createRadarTheme('dark', deDE);

/** The back office: one entry of adminEntries per resource (lazy views) or action screen (guarded route). */
export function App() {
  return (
    <BrowserRouter>
      <AdminShell
        title={texts.admin.title}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        layout={AdminLayout}
        lightTheme={lightTheme}
        darkTheme={darkTheme}
      >
        {adminEntries.map(({ route, views }) =>
          route.kind === 'resource' ? (
            <Resource
              key={route.path}
              name={resourceNameOf(route)}
              list={views.list}
              edit={views.edit}
              create={views.create}
              show={views.show}
              icon={views.icon}
              options={{ label: route.title }}
              recordRepresentation={(record) => recordLabel(route.collection, record)}
            />
          ) : null,
        )}
        <CustomRoutes>
          <Route path={ADMIN_HOME} element={<AdminHome />} />
          <Route path={`${ADMIN_HOME}/kein-zugriff`} element={<NotAllowedPage />} />
          {adminEntries.map(({ route, views: { page: Page } }) =>
            route.kind === 'action' && Page ? (
              <Route
                key={route.path}
                path={route.path}
                element={
                  <RouteGuard route={route}>
                    <Page />
                  </RouteGuard>
                }
              />
            ) : null,
          )}
        </CustomRoutes>
      </AdminShell>
    </BrowserRouter>
  );
}
