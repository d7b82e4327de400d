export * from './adminRoutes';
export * from './portalRoutes';
export * from './pbiSync';
