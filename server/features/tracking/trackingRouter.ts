import express from 'express';
import { portalApiPaths } from '@shared/portalApi';
import { trackingBatchSchema, MAX_TRACKING_BATCH } from '@shared/schemas';
import { currentAccessIndex, mayOpenReport, visibleModuleIds } from '../../access';
import { principalOf } from '../../auth/authenticate';
import { sendError } from '../../data/dataCall';
import type { FeatureContext } from '../featureContext';

/**
 * `POST /customerjourney/track` with a list of report usage events: stores them append-only with the
 * signed-in account (204). An event whose `eventId` is stored already is skipped, so a batch the browser
 * re-sends after a lost answer is counted once. A malformed batch is refused whole (400 naming the field).
 * Events about reports the user may not open are not stored: nobody can inflate another report's usage, and
 * a batch still holding events from before a grant was withdrawn keeps its other events.
 */
export function trackingRouter({ store }: FeatureContext): express.Router {
  const router = express.Router();
  router.post(portalApiPaths.track, express.json({ limit: '512kb' }), (req, res) => {
    const batch = trackingBatchSchema.safeParse(req.body);
    if (!batch.success) {
      sendError(
        res,
        400,
        'VALIDATION_FAILED',
        `Erwartet wird eine Liste von 1 bis ${MAX_TRACKING_BATCH} Nutzungsereignissen.`,
        batch.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message })),
      );
      return;
    }
    const { account } = principalOf(res);
    const index = currentAccessIndex(store);
    const visible = visibleModuleIds(index, account);
    const allowed = batch.data.filter((event) =>
      mayOpenReport(index, visible, String(event.moduleId), String(event.reportId)),
    );
    const inBatch = new Set<string>();
    const fresh = allowed.filter((event) => {
      if (inBatch.has(event.eventId) || store.byField('trackingEvents', 'eventId', event.eventId).length > 0) {
        return false;
      }
      inBatch.add(event.eventId);
      return true;
    });
    const first = store.nextId('trackingEvents');
    store.append(
      'trackingEvents',
      fresh.map((event, index) => ({ ...event, id: first + index, accountId: account.id })),
    );
    res.status(204).end();
  });
  return router;
}
