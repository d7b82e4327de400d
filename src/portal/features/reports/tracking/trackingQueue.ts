import { TransportError } from '@shared/api';
import type { TrackedEvent } from '@shared/schemas';

/** docs/requirements/limits.md: usage events are posted every 10 s. */
export const TRACKING_FLUSH_INTERVAL_MS = 10_000;

export type SendBatch = (events: TrackedEvent[], options: { keepalive: boolean }) => Promise<void>;

export interface TrackingQueue {
  add: (event: TrackedEvent) => void;
  /** Posts what is queued; `keepalive` when the page is being hidden and the request must outlive it. */
  flush: (options?: { keepalive: boolean }) => Promise<void>;
  /** Events waiting to be sent (for tests and diagnostics). */
  pending: () => readonly TrackedEvent[];
}

/** A refusal the server will repeat however often the batch is sent: dropping it is the only way on. */
const isPermanentRefusal = (error: unknown) =>
  error instanceof TransportError && error.status >= 400 && error.status < 500 && error.status !== 401;

/**
 * Where events wait while nothing may be sent (the session ended): kept for the page that loads after
 * 'Aktualisieren' (session storage survives the sign-in round trip in the same tab).
 */
export interface TrackingHold {
  /** False while the session has ended: nothing is posted (it would be refused with 401). */
  canSend: () => boolean;
  save: (events: readonly TrackedEvent[]) => void;
  /** The events a former page of this tab saved, handed out once. */
  take: () => TrackedEvent[];
}

const alwaysSend: TrackingHold = { canSend: () => true, save: () => undefined, take: () => [] };

/**
 * The report view's usage events, posted as one list per flush. A batch that fails for a reason that may
 * pass (network, server error, expired session) goes back to the front of the queue, so nothing is lost;
 * each event leaves the queue exactly once per attempt, so concurrent flushes never send it twice. While the
 * session has ended nothing is posted; events wait, and when the page is hidden they are saved for the next one.
 */
export function createTrackingQueue(send: SendBatch, hold: TrackingHold = alwaysSend): TrackingQueue {
  let queued: TrackedEvent[] = hold.take();
  return {
    add(event) {
      queued.push(event);
    },
    async flush({ keepalive } = { keepalive: false }) {
      if (queued.length === 0) return;
      if (!hold.canSend()) {
        // The page may not come back (it is hidden, or 'Aktualisieren' leaves it): the next one sends them.
        if (keepalive) hold.save(queued);
        return;
      }
      const batch = queued;
      queued = [];
      try {
        await send(batch, { keepalive });
      } catch (error) {
        if (isPermanentRefusal(error)) {
          console.error('Nutzungsereignisse vom Server abgelehnt und verworfen:', error);
          return;
        }
        queued = [...batch, ...queued];
      }
    },
    pending: () => queued,
  };
}

/**
 * Flushes the queue every interval and when the page is hidden (tab switch, close, navigation away), which
 * is the last moment a browser reliably sends anything. Returns the function that stops it.
 */
export function startFlushing(queue: TrackingQueue, view: Window = window, intervalMs = TRACKING_FLUSH_INTERVAL_MS) {
  const timer = setInterval(() => void queue.flush(), intervalMs);
  const onHide = () => void queue.flush({ keepalive: true });
  const onVisibility = () => {
    if (view.document.visibilityState === 'hidden') onHide();
  };
  view.addEventListener('pagehide', onHide);
  view.document.addEventListener('visibilitychange', onVisibility);
  return (): void => {
    clearInterval(timer);
    view.removeEventListener('pagehide', onHide);
    view.document.removeEventListener('visibilitychange', onVisibility);
  };
}
