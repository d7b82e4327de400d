import type { Id, SupportRequest } from '@shared/schemas';
import type { MailTransport } from '../../integrations/mail/mailTransport';
import type { Jobs } from '../../jobs/jobs';
import { logger } from '../../logging/logger';
import { patchRecord } from '../../jobs/patchRecord';
import { PermanentFailure, RecordQueue } from '../../jobs/recordQueue';
import type { Store } from '../../store/store';
import type { Spool, SpooledMessage } from './spool';

export const MISSING_MESSAGE_ERROR =
  'Die zusammengestellte Nachricht fehlt im Zwischenspeicher; sie kann nicht gesendet werden.';

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * Sends stored support requests on the job queue (decision 044) and retries the failed ones with growing delays
 * (the last delay repeats, so a request is never given up while its message exists). A timer runs only while
 * some request waits.
 */
export class DeliveryQueue {
  private readonly queue: RecordQueue<SupportRequest>;

  constructor(
    private readonly store: Store,
    jobs: Jobs,
    private readonly transport: MailTransport,
    private readonly spool: Spool,
    retryDelaysMs: number[],
    now: () => Date = () => new Date(),
  ) {
    this.queue = new RecordQueue(
      jobs,
      {
        name: 'supportRequests',
        records: () => store.collection('supportRequests'),
        patch: (id, patch) => patchRecord(store, 'supportRequests', id, patch),
        readAgain: (id) => store.readAgain('supportRequests', [id]),
        persisted: () => store.durable(),
        waiting: (r) => r.status === 'queued' || (r.status === 'failed' && r.nextAttemptAt !== undefined),
        done: (r) => r.status === 'sent',
        succeeded: (attempts, at) => ({
          status: 'sent',
          attempts,
          lastError: undefined,
          nextAttemptAt: undefined,
          sentAt: at,
        }),
        failed: (attempts, lastError, nextAttemptAt) => ({ status: 'failed', attempts, lastError, nextAttemptAt }),
        work: (request) => this.deliver(request.id),
        afterSuccess: (request) =>
          void spool
            .remove(request.id)
            .catch((error: unknown) =>
              logger.warn(
                { err: error, id: request.id },
                'Zugestellte Nachricht nicht aus dem Zwischenspeicher entfernt',
              ),
            ),
      },
      { retryDelaysMs },
      now,
    );
  }

  private async deliver(id: Id): Promise<void> {
    const message = await this.spool.get(id);
    if (!message) throw new PermanentFailure(MISSING_MESSAGE_ERROR);
    await this.transport.deliver(message.envelope, message.raw);
  }

  /**
   * Stores the request (`queued`), composes its message into the spool, then makes the first attempt. The
   * request is stored before anything can fail, and its lease keeps every timer off it until its message is
   * spooled.
   */
  async submit(
    request: Omit<SupportRequest, 'id' | 'status' | 'attempts'>,
    compose: (stored: SupportRequest) => Promise<SpooledMessage>,
  ): Promise<SupportRequest> {
    // Its id names the spooled message and the lease: numbered again if another instance took it (decision 102).
    const stored = await this.store.committed(() =>
      this.store.insert('supportRequests', { ...request, status: 'queued', attempts: 0 }),
    );
    const after = await this.queue.process(stored.id, async () => {
      try {
        await this.spool.put(stored.id, await compose(stored));
      } catch (error) {
        patchRecord(this.store, 'supportRequests', stored.id, { status: 'failed', lastError: describe(error) });
        throw error;
      }
    });
    return after ?? stored;
  }

  /** One delivery attempt now; the request ends `sent`, or `failed` with the next attempt planned. */
  async attempt(id: Id): Promise<SupportRequest> {
    const after = await this.queue.process(id);
    if (!after) throw new Error(`Support-Anfrage ${String(id)} fehlt`);
    return after;
  }

  /** Plans the timer for the earliest waiting request (at once for queued ones, e.g. after a restart). */
  schedule(): void {
    this.queue.start();
  }

  /** Plans nothing more (shutdown) and waits for a delivery under way; a restart picks up what still waits. */
  stop(): Promise<void> {
    return this.queue.stop();
  }
}
