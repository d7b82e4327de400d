import express from 'express';
import { portalApiPaths, type OwnSubscription } from '@shared/portalApi';
import { principalOf } from '../../auth/authenticate';
import type { FeatureContext } from '../featureContext';

/** `GET /pbi/report/subscription/v1/user/all`: the signed-in user's own report subscriptions, by name. */
export function reportSubscriptionsRouter({ store }: FeatureContext): express.Router {
  const router = express.Router();
  router.get(portalApiPaths.ownSubscriptions, (_req, res) => {
    const { account } = principalOf(res);
    const nameOf = (collection: 'modules' | 'pbiReports', id: string | number) =>
      store.collection(collection).find((record) => String(record.id) === String(id))?.name ?? null;
    const subscriptions: OwnSubscription[] = store
      .collection('pbiReportSubscriptions')
      .filter((subscription) => String(subscription.accountId) === String(account.id))
      .map(({ id, name, frequency, active, moduleId, reportId }) => ({
        id,
        name,
        frequency,
        active,
        moduleId,
        reportId,
        moduleName: nameOf('modules', moduleId),
        reportName: nameOf('pbiReports', reportId),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'de'));
    res.json(subscriptions);
  });
  return router;
}
