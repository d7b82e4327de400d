import { useCallback, useEffect, useRef } from 'react';
import type { RouterNavigateFunction, RouterProvider } from 'react-admin';
import {
  HashRouter,
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useRouterNavigate,
  useParams,
} from 'react-router-dom';

/** react-router's navigate, as one stable function: its own changes with every navigation (as react-admin's). */
function useNavigate(): RouterNavigateFunction {
  const navigate = useRouterNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useCallback<RouterNavigateFunction>((to, options) => {
    if (typeof to === 'number') void latest.current(to);
    else void latest.current(to, options);
  }, []);
}

/**
 * Stands in for react-admin's default router adapter in the build (see vite.config.ts, decision 160). The back
 * office runs inside the `BrowserRouter` of `App.tsx`; react-admin's adapter also creates a hash-routed data
 * router when there is none, which brought react-router's whole data router (about 12 kB gzip) into the first
 * load. Outside a router (a test without one) this one wraps in a plain `HashRouter`. Without a data router
 * nothing can block a navigation, as in react-admin's adapter under a `BrowserRouter`.
 */
export const reactRouterProvider: RouterProvider = {
  useNavigate,
  useLocation,
  useParams: useParams as RouterProvider['useParams'],
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock: () => false,
  Link,
  Navigate,
  Route: Route as RouterProvider['Route'],
  Routes,
  Outlet,
  RouterWrapper: ({ basename, children }) =>
    useInRouterContext() ? children : <HashRouter basename={basename}>{children}</HashRouter>,
  matchPath,
};
