import { lazy, Suspense, type ErrorInfo } from 'react';
import type { CatchAllComponent } from 'react-admin';
import type { FallbackProps } from 'react-error-boundary';

const ErrorPage = lazy(() => import('./reactAdminOnDemand').then((m) => ({ default: m.Error })));
const NotFound = lazy(() => import('./reactAdminOnDemand').then((m) => ({ default: m.NotFound })));
const AuthCallback = lazy(() => import('./reactAdminOnDemand').then((m) => ({ default: m.AuthCallback })));
const AuthenticationError = lazy(() =>
  import('./reactAdminOnDemand').then((m) => ({ default: m.AuthenticationError })),
);

/*
 * react-admin's pages for what no first screen shows (an error, an unknown address, a failed authentication, an
 * authentication callback), loaded when one is shown: their buttons' tooltips brought MUI's Tooltip and popper
 * into the back office's first load (decision 160).
 */

export function LazyErrorPage(props: FallbackProps & { errorInfo?: ErrorInfo }) {
  return (
    <Suspense fallback={null}>
      <ErrorPage {...props} />
    </Suspense>
  );
}

export const LazyNotFoundPage: CatchAllComponent = () => (
  <Suspense fallback={null}>
    <NotFound />
  </Suspense>
);

export const LazyAuthCallbackPage = () => (
  <Suspense fallback={null}>
    <AuthCallback />
  </Suspense>
);

export const LazyAuthenticationErrorPage = () => (
  <Suspense fallback={null}>
    <AuthenticationError />
  </Suspense>
);
