import type { Id, SupportRequest } from '../../../src/shared/schemas';
import type { MailTransport } from '../../integrations/mail/mailTransport';
import type { Store } from '../../store/store';
import type { Spool, SpooledMessage } from './spool';
import { logger } from '../../logging/logger';

export const MISSING_MESSAGE_ERROR =
  'Die zusammengestellte Nachricht fehlt im Zwischenspeicher; sie kann nicht gesendet werden.';

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * Sends stored support requests and retries the failed ones with growing delays (the last delay repeats, so a
 * request is never given up while its message exists). A timer runs only while some request waits.
 */
export class DeliveryQueue {
  private timer?: NodeJS.Timeout;
  private running = new Set<string>();
  private stopped = false;

  constructor(
    private readonly store: Store,
    private readonly transport: MailTransport,
    private readonly spool: Spool,
    private readonly retryDelaysMs: number[],
    private readonly now: () => Date = () => new Date(),
  ) {}

  private find(id: Id): SupportRequest | undefined {
    return this.store.collection('supportRequests').find((request) => String(request.id) === String(id));
  }

  private update(id: Id, patch: Partial<SupportRequest>): SupportRequest {
    let updated: SupportRequest | undefined;
    this.store.change('supportRequests', (requests) =>
      requests.map((request) => {
        if (String(request.id) !== String(id)) return request;
        const next: SupportRequest = { ...request, ...patch };
        for (const key of Object.keys(patch) as (keyof SupportRequest)[]) {
          if (patch[key] === undefined) delete next[key];
        }
        updated = next;
        return next;
      }),
    );
    if (!updated) throw new Error(`Support-Anfrage ${String(id)} fehlt`);
    return updated;
  }

  private delayAfter(attempts: number): number {
    const delays = this.retryDelaysMs.length > 0 ? this.retryDelaysMs : [60_000];
    return delays[Math.min(attempts, delays.length) - 1] ?? 60_000;
  }

  /**
   * Stores the request (`queued`), composes its message into the spool, then makes the first attempt. The
   * request is stored before anything can fail, and no timer picks it up before its message is spooled.
   */
  async submit(
    request: Omit<SupportRequest, 'id' | 'status' | 'attempts'>,
    compose: (stored: SupportRequest) => Promise<SpooledMessage>,
  ): Promise<SupportRequest> {
    const stored = this.store.insert('supportRequests', { ...request, status: 'queued', attempts: 0 });
    const key = String(stored.id);
    this.running.add(key);
    try {
      this.spool.put(stored.id, await compose(stored));
    } catch (error) {
      this.running.delete(key);
      this.update(stored.id, { status: 'failed', lastError: describe(error) });
      throw error;
    }
    this.running.delete(key);
    return this.attempt(stored.id);
  }

  /** One delivery attempt now; the request ends `sent`, or `failed` with the next attempt planned. */
  async attempt(id: Id): Promise<SupportRequest> {
    const key = String(id);
    const current = this.find(id);
    if (!current) throw new Error(`Support-Anfrage ${key} fehlt`);
    if (current.status === 'sent' || this.running.has(key)) return current;
    this.running.add(key);
    try {
      const attempts = current.attempts + 1;
      const message = this.spool.get(id);
      if (!message) {
        return this.update(id, {
          status: 'failed',
          attempts,
          lastError: MISSING_MESSAGE_ERROR,
          nextAttemptAt: undefined,
        });
      }
      try {
        await this.transport.deliver(message.envelope, message.raw);
      } catch (error) {
        const nextAttemptAt = new Date(this.now().getTime() + this.delayAfter(attempts)).toISOString();
        return this.update(id, { status: 'failed', attempts, lastError: describe(error), nextAttemptAt });
      }
      const sent = this.update(id, {
        status: 'sent',
        attempts,
        lastError: undefined,
        nextAttemptAt: undefined,
        sentAt: this.now().toISOString(),
      });
      this.spool.remove(id);
      return sent;
    } finally {
      this.running.delete(key);
      this.schedule();
    }
  }

  /** Plans nothing more (shutdown); a delivery under way finishes, and a restart picks up what still waits. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Requests waiting for an attempt: never tried yet, or failed with a planned retry. */
  private waiting(): SupportRequest[] {
    return this.store
      .collection('supportRequests')
      .filter((r) => r.status === 'queued' || (r.status === 'failed' && r.nextAttemptAt !== undefined));
  }

  /** Plans the timer for the earliest waiting request (at once for queued ones, e.g. after a restart). */
  schedule(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.stopped) return;
    const due = this.waiting()
      .filter((r) => !this.running.has(String(r.id)))
      .map((r) => (r.status === 'queued' ? 0 : Date.parse(r.nextAttemptAt ?? '')));
    if (due.length === 0) return;
    const wait = Math.max(0, Math.min(...due) - this.now().getTime());
    this.timer = setTimeout(() => void this.runDue(), wait);
    this.timer.unref();
  }

  private async runDue(): Promise<void> {
    this.timer = undefined;
    const now = this.now().getTime();
    const due = this.waiting().filter(
      (r) => !this.running.has(String(r.id)) && (r.status === 'queued' || Date.parse(r.nextAttemptAt ?? '') <= now),
    );
    for (const request of due) {
      try {
        await this.attempt(request.id);
      } catch (error) {
        logger.error({ err: error }, `Support-Anfrage ${String(request.id)}: Zustellversuch nicht möglich`);
      }
    }
    this.schedule();
  }
}
