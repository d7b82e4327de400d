import { onlineManager } from '@tanstack/react-query';
import { trackedEventSchema } from '@shared/schemas';
import { postTrackingBatch } from '../api/postTrackingBatch';
import { createTrackingQueue, startFlushing, type TrackingHold, type TrackingQueue } from './trackingQueue';
import type { UsageFields } from './usageEvents';

let queue: TrackingQueue | undefined;

const HELD_EVENTS_KEY = 'radar.heldUsageEvents';

/**
 * The session's end stops every query (TanStack Query is told it is offline, see `stopFetching`): usage events
 * wait too, and outlive the page in session storage until the session is renewed.
 */
const sessionHold: TrackingHold = {
  canSend: () => onlineManager.isOnline(),
  save: (events) => sessionStorage.setItem(HELD_EVENTS_KEY, JSON.stringify(events)),
  take: () => {
    const saved = sessionStorage.getItem(HELD_EVENTS_KEY);
    sessionStorage.removeItem(HELD_EVENTS_KEY);
    try {
      return trackedEventSchema.array().parse(JSON.parse(saved ?? '[]'));
    } catch {
      return []; // written by another version of the portal: nothing worth sending
    }
  },
};

/**
 * Queues one usage event of the report view. The queue lives as long as the page, not the report view, so
 * events of a report the user just left still go out with the next flush or when the page is hidden.
 */
export function recordUsage(fields: UsageFields): void {
  if (!queue) {
    queue = createTrackingQueue(postTrackingBatch, sessionHold);
    startFlushing(queue);
  }
  queue.add({ ...fields, eventId: crypto.randomUUID(), at: new Date().toISOString() });
}
