import { Admin, CustomRoutes, Layout, Resource, type LayoutProps } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { ADMIN_HOME, adminRoutes, resourceNameOf } from '../shared/routes';
import { texts } from '../shared/texts';
import { createRadarTheme } from '../shared/ui/theme';
import { AdminMenu } from './layout/AdminMenu';
import { AdminPage } from './layout/AdminPage';
import { createDataProvider } from './providers/dataProvider';
import { SchemaList } from './resources/SchemaList';

const dataProvider = createDataProvider();
const lightTheme = createRadarTheme('light');
const darkTheme = createRadarTheme('dark');

const AdminLayout = (props: LayoutProps) => <Layout {...props} menu={AdminMenu} />;

export function App() {
  return (
    <BrowserRouter>
      <Admin
        title={texts.admin.title}
        dataProvider={dataProvider}
        layout={AdminLayout}
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
          {adminRoutes
            .filter((route) => route.kind === 'action')
            .map((route) => (
              <Route key={route.path} path={route.path} element={<AdminPage title={route.title} />} />
            ))}
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
