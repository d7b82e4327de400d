import { blockedDomainMessage, blockedEntryFor, domainOfEmail, type GaQueueEntry, type Id } from '@shared/schemas';
import { mayUseCollection, recordScope } from '../../access';
import { principalFor } from '../../auth/userData';
import type { GaAdminAdapter } from '../../integrations/googleAnalytics/gaAdminAdapter';
import type { Jobs } from '../../jobs/jobs';
import { patchRecord } from '../../jobs/patchRecord';
import { PermanentFailure, RecordQueue } from '../../jobs/recordQueue';
import type { Store } from '../../store/store';

export interface GaWorkerSettings {
  retryDelaysMs: number[];
  maxAttempts: number;
  intervalMs: number;
}

/**
 * Applies the GA queue through the adapter, on the job queue (decision 044): every `queued` entry, every
 * `failed` one whose next attempt is due, and a `running` one whose attempt died (a restart, a lost instance).
 * A failure plans the next attempt after the configured delay (the last one repeats) until `maxAttempts`; then
 * the entry stays failed, with its error, until someone retries it.
 */
export class GaQueueWorker {
  private readonly queue: RecordQueue<GaQueueEntry>;

  constructor(
    private readonly store: Store,
    jobs: Jobs,
    private readonly adapter: GaAdminAdapter,
    settings: GaWorkerSettings,
    now: () => Date = () => new Date(),
  ) {
    this.queue = new RecordQueue(
      jobs,
      {
        name: 'gaQueues',
        records: () => store.collection('gaQueues'),
        patch: (id, patch) => patchRecord(store, 'gaQueues', id, patch),
        readAgain: (id) => store.readAgain('gaQueues', [id]),
        persisted: () => store.durable(),
        waiting: (entry) =>
          entry.status === 'queued' ||
          entry.status === 'running' ||
          (entry.status === 'failed' && entry.nextAttemptAt !== undefined),
        done: (entry) => entry.status === 'succeeded',
        running: { status: 'running' },
        succeeded: (attempts, at) => ({
          status: 'succeeded',
          attempts,
          error: undefined,
          nextAttemptAt: undefined,
          processedAt: at,
        }),
        failed: (attempts, error, nextAttemptAt) => ({ status: 'failed', attempts, error, nextAttemptAt }),
        work: (entry) => this.apply(entry),
      },
      { retryDelaysMs: settings.retryDelaysMs, maxAttempts: settings.maxAttempts, pollMs: settings.intervalMs },
      now,
    );
  }

  start(): void {
    this.queue.start();
  }

  /** Stops the timer and waits for the attempts under way, so no attempt is cut off by the shutdown. */
  stop(): Promise<void> {
    return this.queue.stop();
  }

  /** One pass over the due entries; a pass already under way is joined, not doubled. */
  runDue(): Promise<void> {
    return this.queue.runDue();
  }

  /** One attempt of the entry now unless it succeeded (an attempt under way is waited for first). */
  process(id: Id): Promise<GaQueueEntry | undefined> {
    return this.queue.process(id);
  }

  /** Puts a failed entry back in the queue with a fresh count of attempts, on behalf of the one who retries it. */
  requeue(id: Id, requestedBy?: Id): GaQueueEntry {
    return patchRecord(this.store, 'gaQueues', id, {
      status: 'queued',
      attempts: 0,
      nextAttemptAt: undefined,
      ...(requestedBy === undefined ? {} : { requestedBy }),
    });
  }

  /** The entry's requester must still be allowed to act on it: active, a GA role, the entry in their scope. */
  private checkRequester(entry: GaQueueEntry): void {
    if (entry.requestedBy === undefined) return;
    const requester = this.store.byId('zbvAccounts', entry.requestedBy);
    const user = requester?.active ? principalFor(this.store, requester).userData : undefined;
    const scope = user && recordScope(this.store, user, 'gaQueues');
    if (!user || !mayUseCollection(user, 'gaQueues') || (scope && !scope.includes(entry))) {
      throw new PermanentFailure(
        `Der Auftrag liegt außerhalb der Zuständigkeit von Konto ${String(entry.requestedBy)} und wird nicht ausgeführt.`,
      );
    }
  }

  private emailFor(entry: GaQueueEntry): string {
    this.checkRequester(entry);
    const account = this.store.collection('zbvAccounts').find((a) => String(a.id) === String(entry.accountId));
    if (!account) throw new PermanentFailure(`Das Konto ${String(entry.accountId)} gibt es nicht.`);
    if (entry.action === 'GRANT') {
      const blocked = this.store.collection('gaBlockedDomains').map((b) => b.domain);
      const property = this.store.collection('gaPermissions').find((p) => p.propertyId === entry.propertyId);
      for (const domain of [domainOfEmail(account.email), property?.domain]) {
        if (domain && blockedEntryFor(domain, blocked)) throw new PermanentFailure(blockedDomainMessage(domain));
      }
    }
    return account.email;
  }

  private async apply(entry: GaQueueEntry): Promise<void> {
    const change = { propertyId: entry.propertyId, email: this.emailFor(entry), access: entry.access };
    await (entry.action === 'GRANT' ? this.adapter.grant(change) : this.adapter.revoke(change));
  }
}
