export * from './adminRoutes';
export * from './portalRoutes';
