import { dirname, join } from 'node:path';
import express from 'express';
import { adminApiPaths } from '@shared/routes';
import { mayUseCollection, recordScope } from '../../access';
import { principalOf } from '../../auth/authenticate';
import type { ServerConfig } from '../../config';
import { sendError } from '../../data/dataCall';
import type { GaAdminAdapter } from '../../integrations/googleAnalytics/gaAdminAdapter';
import { createGaAdminApiAdapter } from '../../integrations/googleAnalytics/gaAdminApiAdapter';
import { createLocalGaAdapter } from '../../integrations/googleAnalytics/localGaAdapter';
import { serviceAccountTokenSource } from '../../integrations/googleAnalytics/serviceAccountToken';
import type { FeatureContext } from '../featureContext';
import { GaQueueWorker } from './gaQueueWorker';
import { enqueuePermissionChanges, stampRequester } from './permissionChanges';

export const gaLocalLogFile = (config: ServerConfig): string =>
  config.ga.localLogFile ?? join(dirname(config.dbFile), '.tmp', 'ga-local-adapter.jsonl');

/** The real Admin API once a service account is configured, otherwise the local adapter. */
export const gaAdapterFor = (config: ServerConfig): GaAdminAdapter =>
  config.ga.serviceAccountFile
    ? createGaAdminApiAdapter(config.ga.apiUrl, serviceAccountTokenSource(config.ga.serviceAccountFile))
    : createLocalGaAdapter(gaLocalLogFile(config));

/**
 * Starts the GA worker, queues what every acknowledged change of GaPermissionsManagement asks for, and serves `POST /api/admin/v1/ga/queue/{id}/retry` to the users of the GA queue.
 */
export function gaQueueRouter({ store, config, dataWrites, jobs, onShutdown }: FeatureContext): express.Router {
  const worker = new GaQueueWorker(store, jobs, gaAdapterFor(config), config.ga);
  worker.start();
  onShutdown(() => worker.stop());
  const router = express.Router();
  dataWrites.watch(
    'gaPermissionsManagement',
    enqueuePermissionChanges(store, () => void worker.runDue()),
  );
  dataWrites.watch('gaQueues', stampRequester);
  router.post(`${adminApiPaths.gaQueue}/:id/retry`, async (req, res) => {
    const { userData } = principalOf(res);
    if (!mayUseCollection(userData, 'gaQueues')) {
      sendError(res, 403, 'FORBIDDEN', 'Für diese Daten fehlt Ihnen die Berechtigung.');
      return;
    }
    const entry = store.collection('gaQueues').find((candidate) => String(candidate.id) === req.params.id);
    const scope = recordScope(store, userData, 'gaQueues');
    if (!entry || (scope && !scope.includes(entry))) {
      sendError(res, 404, 'NOT_FOUND', 'Diesen GA-Auftrag gibt es nicht.');
      return;
    }
    if (entry.status !== 'failed') {
      sendError(res, 409, 'NOT_FAILED', 'Nur fehlgeschlagene GA-Aufträge können erneut versucht werden.');
      return;
    }
    worker.requeue(entry.id, principalOf(res).account.id);
    res.json(await worker.process(entry.id));
  });
  return router;
}
