import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { DATA_BASE } from '../../shared/api/paths';
import { adminRoutes, resourceNameOf } from '../../shared/routes';

const collectionByResource = new Map(
  adminRoutes.flatMap((route) => (route.kind === 'resource' ? [[resourceNameOf(route), route.collection]] : [])),
);

/** react-admin resources are named after their routes; the API is named after the db.json collections. */
export const collectionOf = (resource: string): string => collectionByResource.get(resource) ?? resource;

export function createDataProvider(base: DataProvider = simpleRestProvider(DATA_BASE)): DataProvider {
  return new Proxy(base, {
    get(target, method: string) {
      const call = target[method];
      if (typeof call !== 'function') return call;
      return (resource: string, ...rest: unknown[]) =>
        (call as (resource: string, ...args: unknown[]) => unknown).call(target, collectionOf(resource), ...rest);
    },
  });
}
