import CssBaseline from '@mui/material/CssBaseline';
import type { ReactNode } from 'react';
import {
  AdminContext,
  CoreAdminUI,
  LoadingPage,
  localStorageStore,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type LayoutComponent,
  type RaThemeOptions,
} from 'react-admin';
import { AdminNotification } from './AdminNotification';
import { LazyAuthCallbackPage, LazyAuthenticationErrorPage, LazyErrorPage, LazyNotFoundPage } from './lazyPages';
import { NotAllowedPage } from './NotAllowedPage';

const store = localStorageStore();

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
 * its form library (sign-in is the shared OIDC flow: the authProvider never sends the browser to /login). Its pages
 * for errors, unknown addresses and authentication, and its snackbar, load when they are shown (decision 160).
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
          authCallbackPage={LazyAuthCallbackPage}
          authenticationError={LazyAuthenticationErrorPage}
          catchAll={LazyNotFoundPage}
          error={LazyErrorPage}
          loading={LoadingPage}
          disableTelemetry
        >
          {children}
        </CoreAdminUI>
        <AdminNotification />
      </CssBaseline>
    </AdminContext>
  );
}
