import { confluenceSyncRouter } from './confluenceSync/confluenceSyncRouter';
import type { Feature } from './featureContext';
import { gaQueueRouter } from './gaQueue/gaQueueRouter';
import { lookupCheckRouter } from './lookupCheck/lookupCheckRouter';
import { massPermissionsRouter } from './massPermissions/massPermissionsRouter';
import { mediaRouter } from './media/mediaRouter';
import { pbiSyncRouter } from './pbiSync/pbiSyncRouter';
import { exportJobsRouter } from './reportExports/exportJobsRouter';
import { reportUsageRouter } from './usage/reportUsageRouter';
import { zbvSyncRouter } from './zbvSync/zbvSyncRouter';

/** Server features of the back office (sync actions, audit, …), mounted below the API base in this order. */
export const adminFeatures: Feature[] = [
  zbvSyncRouter,
  pbiSyncRouter,
  massPermissionsRouter,
  mediaRouter,
  lookupCheckRouter,
  reportUsageRouter,
  exportJobsRouter,
  (context) => confluenceSyncRouter(context),
  gaQueueRouter,
];
