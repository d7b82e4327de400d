import type { Feature } from './featureContext';

/** Server features of the back office (sync actions, audit, …), mounted below the API base in this order. */
export const adminFeatures: Feature[] = [];
