import type { DataProvider } from 'react-admin';

/**
 * A data provider whose implementation loads with the first data call rather than with the first screen: the
 * back office's home makes none, and the REST client (ra-data-simple-rest, query-string, react-admin's fetch
 * helpers) is about 4 kB gzip of its first load. A failed load is retried by the next call.
 */
export function lazyDataProvider(load: () => Promise<DataProvider>): DataProvider {
  let pending: Promise<DataProvider> | undefined;
  const provider = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  return {
    getList: async (resource, params) => (await provider()).getList(resource, params),
    getOne: async (resource, params) => (await provider()).getOne(resource, params),
    getMany: async (resource, params) => (await provider()).getMany(resource, params),
    getManyReference: async (resource, params) => (await provider()).getManyReference(resource, params),
    create: async (resource, params) => (await provider()).create(resource, params),
    update: async (resource, params) => (await provider()).update(resource, params),
    updateMany: async (resource, params) => (await provider()).updateMany(resource, params),
    delete: async (resource, params) => (await provider()).delete(resource, params),
    deleteMany: async (resource, params) => (await provider()).deleteMany(resource, params),
  };
}
