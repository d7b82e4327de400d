import express from 'express';
import { collectionNames } from '../../src/shared/schemas';
import type { Store } from '../store/store';

/** Spring-style health document: overall status plus one entry per component. */
export function healthReport(store: Store) {
  let storeStatus: { status: 'UP' | 'DOWN'; details: Record<string, unknown> };
  try {
    const records = collectionNames.reduce((sum, name) => sum + store.collection(name).length, 0);
    storeStatus = {
      status: 'UP',
      details: {
        collections: collectionNames.length,
        records,
        ...(store.lastReloadProblems.length > 0
          ? { lastReloadRejected: `${store.lastReloadProblems.length} Probleme in der letzten Änderung von db.json` }
          : {}),
      },
    };
  } catch (error) {
    storeStatus = { status: 'DOWN', details: { error: (error as Error).message } };
  }
  return { status: storeStatus.status, components: { store: storeStatus } };
}

/**
 * `GET /actuator/health` answers JSON to monitoring tools; a browser asking for HTML gets the portal's
 * bare health page instead (spec: any path containing actuator/health is rendered bare).
 */
export function createHealthRouter(store: Store): express.Router {
  const router = express.Router();
  router.get('/', (req, res, next) => {
    if (req.accepts(['json', 'html']) === 'html') {
      next('router');
      return;
    }
    const report = healthReport(store);
    res.status(report.status === 'UP' ? 200 : 503).json(report);
  });
  return router;
}
