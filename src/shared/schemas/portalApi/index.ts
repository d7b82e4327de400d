export * from './calls';
export * from './reports';
export * from './dashboard';
