import { dashboardRouter } from './dashboard/dashboardRouter';
import type { Feature } from './featureContext';
import { mediaFileRouter } from './media/mediaFileRouter';
import { manualRouter } from './manual/manualRouter';
import { maintenanceRouter } from './maintenance/maintenanceRouter';
import { notificationsRouter } from './notifications/notificationsRouter';
import { preferencesRouter } from './preferences/preferencesRouter';
import { productInfoRouter } from './productInfo/productInfoRouter';
import { reportExportsRouter } from './reportExports/reportExportsRouter';
import { reportSubscriptionsRouter } from './reportSubscriptions/reportSubscriptionsRouter';
import { reportsRouter } from './reports/reportsRouter';
import { settingsRouter } from './settings/settingsRouter';
import { trackingRouter } from './tracking/trackingRouter';
import { supportRouter } from './support/supportRouter';
import { workflowsRouter } from './workflows/workflowsRouter';

/** Server features of the portal, mounted below the API base in this order (the most frequent call first). */
export const portalFeatures: Feature[] = [
  dashboardRouter,
  preferencesRouter,
  settingsRouter,
  maintenanceRouter,
  notificationsRouter,
  productInfoRouter,
  workflowsRouter,
  reportSubscriptionsRouter,
  reportExportsRouter,
  trackingRouter,
  reportsRouter,
  supportRouter,
  mediaFileRouter,
  manualRouter,
];
