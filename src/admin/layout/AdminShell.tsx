import CssBaseline from '@mui/material/CssBaseline';
import type { ReactNode } from 'react';
import {
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  LoadingPage,
  localStorageStore,
  NotFound,
  Notification,
  type AuthProvider,
  type CatchAllComponent,
  type DataProvider,
  type I18nProvider,
  type LayoutComponent,
  type RaThemeOptions,
} from 'react-admin';
import { NotAllowedPage } from './NotAllowedPage';

const store = localStorageStore();
/** react-admin's page for an unknown address (its props type is narrower than CoreAdminUI's). */
const NotFoundPage: CatchAllComponent = () => <NotFound />;

interface AdminShellProps {
  title: string;
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  layout: LayoutComponent;
  lightTheme: RaThemeOptions;
  darkTheme: RaThemeOptions;
  children: ReactNode;
}

/**
 * react-admin's `<Admin>` (AdminContext + AdminUI) without two defaults this back office never shows that cost
 * about 29 kB gzip of its first load: the English messages (our i18nProvider is German) and the login page with
 * its form library (sign-in is the shared OIDC flow: the authProvider never sends the browser to /login).
 */
export function AdminShell({ title, layout, lightTheme, darkTheme, children, ...providers }: AdminShellProps) {
  return (
    <AdminContext {...providers} store={store} lightTheme={lightTheme} darkTheme={darkTheme}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title={title}
          layout={layout}
          requireAuth
          loginPage={false}
          accessDenied={NotAllowedPage}
          authCallbackPage={AuthCallback}
          authenticationError={AuthenticationError}
          catchAll={NotFoundPage}
          error={ErrorPage}
          loading={LoadingPage}
          disableTelemetry
        >
          {children}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
