import type * as PortalApi from './index';

type PortalApiModule = typeof PortalApi;

/**
 * The portal API's schemas, loaded on demand: zod and the schemas stay out of the portal's first load and arrive
 * beside the first requests (web budgets in the README). Screens of the first load import paths and types only.
 */
export const loadPortalSchemas = (): Promise<PortalApiModule> => import('./index');

/** A loader of one schema by its exported name, for `apiGetParsed`. */
export const portalSchema =
  <K extends keyof PortalApiModule>(name: K) =>
  async (): Promise<PortalApiModule[K]> =>
    (await loadPortalSchemas())[name];
