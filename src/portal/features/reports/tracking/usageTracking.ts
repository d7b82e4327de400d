import { postTrackingBatch } from '../api/postTrackingBatch';
import { createTrackingQueue, startFlushing, type TrackingQueue } from './trackingQueue';
import type { UsageFields } from './usageEvents';

let queue: TrackingQueue | undefined;

/**
 * Queues one usage event of the report view. The queue lives as long as the page, not the report view, so
 * events of a report the user just left still go out with the next flush or when the page is hidden.
 */
export function recordUsage(fields: UsageFields): void {
  if (!queue) {
    queue = createTrackingQueue(postTrackingBatch);
    startFlushing(queue);
  }
  queue.add({ ...fields, eventId: crypto.randomUUID(), at: new Date().toISOString() });
}
