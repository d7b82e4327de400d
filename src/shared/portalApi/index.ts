export { aiApiPaths, portalApiPaths } from './paths';
export * from './schemas';
export * from './reportSchemas';
export * from './dashboard';
