import express from 'express';
import { portalApiPaths } from '@shared/portalApi';
import { adminApiPaths } from '@shared/routes';
import { principalOf } from '../../auth/authenticate';
import { mayUseCollection } from '../../access';
import { sendError } from '../../data/dataCall';
import type { FeatureContext } from '../featureContext';
import { isTargetedAt, shownNotifications, visibleNotifications } from './visibleNotifications';

/**
 * `GET /notification/v1/user/all` lists what the user sees now. `POST /notification/v1/user/close?notificationId=`
 * closes one for this user for good (204, also when it was closed already); a notification that is not
 * addressed to the user is 404, a missing id 400. `GET /api/admin/v1/notifications/shown` tells the editors of
 * notifications what users see now.
 */
export function notificationsRouter({ store }: FeatureContext): express.Router {
  const router = express.Router();

  router.get(adminApiPaths.shownNotifications, (_req, res) => {
    if (!mayUseCollection(principalOf(res).userData, 'notifications')) {
      sendError(res, 403, 'FORBIDDEN', 'Für diese Daten fehlt Ihnen die Berechtigung.');
      return;
    }
    res.json(shownNotifications(store));
  });

  router.get(portalApiPaths.notifications, (_req, res) => {
    res.json(visibleNotifications(store, principalOf(res)));
  });

  router.post(portalApiPaths.closeNotification, (req, res, next) => {
    const requested = req.query.notificationId;
    if (typeof requested !== 'string' || !/^[A-Za-z0-9._-]{1,200}$/.test(requested)) {
      sendError(res, 400, 'VALIDATION_FAILED', 'Die Benachrichtigung fehlt.', [
        { field: 'notificationId', message: 'Pflichtangabe' },
      ]);
      return;
    }
    const principal = principalOf(res);
    const notification = store
      .collection('notifications')
      .find((candidate) => String(candidate.id) === requested && isTargetedAt(candidate, principal));
    if (!notification) {
      sendError(res, 404, 'NOT_FOUND', 'Diese Benachrichtigung gibt es nicht.');
      return;
    }
    const { account } = principal;
    const alreadyClosed = store
      .collection('notificationClosures')
      .some((c) => String(c.notificationId) === requested && String(c.accountId) === String(account.id));
    if (alreadyClosed) return void res.status(204).end();
    store
      .committed(() =>
        store.insert('notificationClosures', {
          notificationId: notification.id,
          accountId: account.id,
          closedAt: new Date().toISOString(),
        }),
      )
      .then(() => res.status(204).end(), next);
  });

  return router;
}
