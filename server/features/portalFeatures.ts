import type { Feature } from './featureContext';
import { manualRouter } from './manual/manualRouter';
import { maintenanceRouter } from './maintenance/maintenanceRouter';
import { notificationsRouter } from './notifications/notificationsRouter';
import { preferencesRouter } from './preferences/preferencesRouter';
import { productInfoRouter } from './productInfo/productInfoRouter';
import { reportExportsRouter } from './reportExports/reportExportsRouter';
import { reportSubscriptionsRouter } from './reportSubscriptions/reportSubscriptionsRouter';
import { settingsRouter } from './settings/settingsRouter';
import { workflowsRouter } from './workflows/workflowsRouter';

/** Server features of the portal, mounted below the API base in this order. */
export const portalFeatures: Feature[] = [
  preferencesRouter,
  settingsRouter,
  maintenanceRouter,
  notificationsRouter,
  productInfoRouter,
  workflowsRouter,
  reportSubscriptionsRouter,
  reportExportsRouter,
  manualRouter,
];
