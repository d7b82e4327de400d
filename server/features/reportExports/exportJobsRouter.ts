import express from 'express';
import { adminApiPaths } from '@shared/routes';
import { exportTexts } from '@shared/texts';
import { sendError } from '../../data/dataCall';
import { adminOnly } from '../../access';
import type { FeatureContext } from '../featureContext';
import { retryJob } from './exportRunner';

const retryParams = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * `POST /api/admin/v1/pbi/export/jobs/{id}/retry` (administrators): a failed job goes back to the queue as its
 * next attempt; the server's export service runs it within a second. 409 for a job that has not failed.
 */
export function exportJobsRouter({ store }: FeatureContext): express.Router {
  const router = express.Router();
  router.post(`${adminApiPaths.pbiExportJobs}/:id/retry`, adminOnly, (req, res) => {
    const id = req.params.id ?? '';
    if (!retryParams.test(id)) {
      sendError(res, 400, 'VALIDATION_FAILED', 'id ist ungültig.', [{ field: 'id', message: 'Ungültige Kennung' }]);
      return;
    }
    if (!store.collection('pbiExportJobs').some((job) => String(job.id) === id)) {
      sendError(res, 404, 'NOT_FOUND', 'Diesen Exportlauf gibt es nicht.');
      return;
    }
    const job = retryJob(store, id);
    if (!job) {
      sendError(res, 409, 'CONFLICT', exportTexts.server.notRetryable);
      return;
    }
    res.json(job);
  });
  return router;
}
