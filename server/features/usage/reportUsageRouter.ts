import express from 'express';
import { reportUsageQuerySchema } from '@shared/schemas';
import { adminApiPaths } from '@shared/routes';
import { parseOr400 } from '../../data/parseOr400';
import { adminOnly } from '../../access';
import type { FeatureContext } from '../featureContext';
import { aggregateReportUsage } from './aggregateReportUsage';

/**
 * `GET /admin/usage/reports?from=YYYY-MM-DD&to=YYYY-MM-DD[&reportId=]` (admins only): report usage in that
 * range of days, aggregated from the stored tracking events (400 naming the field for a bad range).
 */
export const reportUsageRouter = ({ store }: FeatureContext): express.Router => {
  const router = express.Router();
  router.get(adminApiPaths.reportUsage, adminOnly, (req, res) => {
    const query = parseOr400(res, reportUsageQuerySchema, req.query);
    if (!query) return;
    res.json(
      aggregateReportUsage(
        {
          events: store.collection('trackingEvents'),
          accounts: store.collection('zbvAccounts'),
          orgs: store.collection('zbvOrgs'),
          reports: store.collection('pbiReports'),
        },
        query,
      ),
    );
  });
  return router;
};
