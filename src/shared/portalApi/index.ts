export { aiApiPaths, portalApiPaths } from './paths';
export { MAX_SHOWN_NOTIFICATIONS } from './limits';
export * from './schemas';
export * from './reportSchemas';
export * from './dashboard';
