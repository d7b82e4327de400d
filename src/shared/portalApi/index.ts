export { portalApiPaths } from './paths';
export * from './schemas';
export * from './dashboard';
