import express from 'express';
import { portalApiPaths, type ClientConfig, type SettingsMap } from '@shared/portalApi';
import type { FeatureContext } from '../featureContext';

/**
 * `GET /keyvalue/map`: every system setting as key → value. `GET /system/v1/client-config`: what the browser
 * needs of the server's configuration (the canonical origin, null when none is configured).
 */
export function settingsRouter({ store, config }: FeatureContext): express.Router {
  const router = express.Router();
  router.get(portalApiPaths.settingsMap, (_req, res) => {
    const map: SettingsMap = Object.fromEntries(store.collection('systemSettings').map((s) => [String(s.id), s.value]));
    res.json(map);
  });
  router.get(portalApiPaths.clientConfig, (_req, res) => {
    const clientConfig: ClientConfig = { canonicalOrigin: config.canonicalOrigin ?? null };
    res.json(clientConfig);
  });
  return router;
}
