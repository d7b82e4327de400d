import { fetchUtils, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { DATA_BASE } from '../../shared/api/paths';
import { storageKeys } from '../../shared/auth/storageKeys';
import { adminRoutes, resourceNameOf } from '../../shared/routes';

const collectionByResource = new Map(
  adminRoutes.flatMap((route) => (route.kind === 'resource' ? [[resourceNameOf(route), route.collection]] : [])),
);

/** react-admin resources are named after their routes; the API is named after the db.json collections. */
export const collectionOf = (resource: string): string => collectionByResource.get(resource) ?? resource;

/** Every back office request carries the session's bearer token, like the portal's transport client. */
export const authorisedFetch: typeof fetchUtils.fetchJson = (url, options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = localStorage.getItem(storageKeys.accessToken);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
};

export function createDataProvider(base: DataProvider = simpleRestProvider(DATA_BASE, authorisedFetch)): DataProvider {
  return new Proxy(base, {
    get(target, method: string) {
      const call = target[method];
      if (typeof call !== 'function') return call;
      return (resource: string, ...rest: unknown[]) =>
        (call as (resource: string, ...args: unknown[]) => unknown).call(target, collectionOf(resource), ...rest);
    },
  });
}
