export { aiApiPaths, portalApiPaths } from './paths';
export * from './schemas';
