import express from 'express';
import { adminApiPaths } from '@shared/routes';
import { sendError } from '../../data/dataCall';
import { adminOnly } from '../../access';
import type { FeatureContext } from '../featureContext';
import { lookUpReportPath } from './lookupCheck';

/** `GET /admin/lookupcheck/modules/{moduleId}/reports/{reportId}` (admins only): the report URL check. */
export const lookupCheckRouter = ({ store }: FeatureContext): express.Router => {
  const router = express.Router();
  router.get(`${adminApiPaths.lookupCheck}/*`, adminOnly, (req, res) => {
    const path = req.path.slice(adminApiPaths.lookupCheck.length + 1);
    const answer = lookUpReportPath(store, path);
    if (!answer) {
      sendError(res, 404, 'REPORT_NOT_FOUND', 'Zu dieser Adresse gibt es keinen Bericht.');
      return;
    }
    res.json(answer);
  });
  return router;
};
