export { aiApiPaths, portalApiPaths } from './paths';
export { MAX_SHOWN_NOTIFICATIONS } from './limits';
export * from '../schemas/portalApi';
