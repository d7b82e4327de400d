export { portalApiPaths } from './paths';
export * from './schemas';
