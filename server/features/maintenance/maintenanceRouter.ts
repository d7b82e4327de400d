import express from 'express';
import { portalApiPaths } from '@shared/portalApi';
import type { FeatureContext } from '../featureContext';

export const MAINTENANCE_SETTING = 'config.maintenance.enabled';

/** `GET /system/v1/maintenance`: `{ enabled }`, true while the system setting is the string 'true'. */
export function maintenanceRouter({ store }: FeatureContext): express.Router {
  const router = express.Router();
  router.get(portalApiPaths.maintenance, (_req, res) => {
    const setting = store.collection('systemSettings').find((s) => s.id === MAINTENANCE_SETTING);
    res.json({ enabled: setting?.value === 'true' });
  });
  return router;
}
