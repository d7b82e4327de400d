import type * as PortalApiSchemas from './index';

type PortalApiSchemasModule = typeof PortalApiSchemas;

/**
 * The portal API's schemas, loaded on demand: zod and the schemas stay out of the portal's first load and arrive
 * beside the first requests (first-load budgets in docs/performance.md). Screens of the first load import paths and types only.
 */
export const loadPortalSchemas = (): Promise<PortalApiSchemasModule> => import('./index');

/** A loader of one schema by its exported name, for `apiGetParsed`. */
export const portalSchema =
  <K extends keyof PortalApiSchemasModule>(name: K) =>
  async (): Promise<PortalApiSchemasModule[K]> =>
    (await loadPortalSchemas())[name];
