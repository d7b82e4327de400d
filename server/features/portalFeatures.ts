import type { Feature } from './featureContext';
import { preferencesRouter } from './preferences/preferencesRouter';

/** Server features of the portal, mounted below the API base in this order. */
export const portalFeatures: Feature[] = [preferencesRouter];
