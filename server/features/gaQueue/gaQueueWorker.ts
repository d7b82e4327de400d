import {
  blockedDomainMessage,
  blockedEntryFor,
  domainOfEmail,
  type GaQueueEntry,
  type Id,
} from '../../../src/shared/schemas';
import { recordScope } from '../../access/tenantScope';
import { mayUseCollection } from '../../auth/resourceRoles';
import { principalFor } from '../../auth/userData';
import type { GaAdminAdapter } from '../../integrations/googleAnalytics/gaAdminAdapter';
import type { Store } from '../../store/store';
import { logger } from '../../logging/logger';

export interface GaWorkerSettings {
  retryDelaysMs: number[];
  maxAttempts: number;
  intervalMs: number;
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/** A failure that no retry can cure (blocked domain, account without address). */
class PermanentFailure extends Error {}

/**
 * Applies the GA queue through the adapter: every `queued` entry, and every `failed` one whose next attempt
 * is due. A failure plans the next attempt after the configured delay (the last one repeats) until
 * `maxAttempts`; then the entry stays failed, with its error, until someone retries it.
 */
export class GaQueueWorker {
  private timer?: NodeJS.Timeout;
  private busy?: Promise<void>;

  constructor(
    private readonly store: Store,
    private readonly adapter: GaAdminAdapter,
    private readonly settings: GaWorkerSettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  start(): void {
    clearInterval(this.timer);
    // An attempt cut off by a restart is made again.
    for (const entry of this.store.collection('gaQueues')) {
      if (entry.status === 'running') this.update(entry.id, { status: 'queued' });
    }
    this.timer = setInterval(() => void this.runDue(), this.settings.intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a pass under way, so no attempt is cut off by the shutdown. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.busy;
  }

  private isDue(entry: GaQueueEntry, now: number): boolean {
    if (entry.status === 'queued') return true;
    return entry.status === 'failed' && entry.nextAttemptAt !== undefined && Date.parse(entry.nextAttemptAt) <= now;
  }

  /** One pass over the due entries; a pass already under way is joined, not doubled. */
  runDue(): Promise<void> {
    if (this.busy) return this.busy;
    const pass = this.pass().finally(() => {
      this.busy = undefined;
    });
    this.busy = pass;
    return pass;
  }

  private async pass(): Promise<void> {
    await Promise.resolve();
    const now = this.now().getTime();
    const due = this.store.collection('gaQueues').filter((entry) => this.isDue(entry, now));
    for (const entry of due) {
      try {
        await this.process(entry.id);
      } catch (error) {
        logger.error({ err: error }, `GA-Auftrag ${String(entry.id)}: Versuch nicht möglich`);
      }
    }
  }

  /** Puts a failed entry back in the queue with a fresh count of attempts, on behalf of the one who retries it. */
  requeue(id: Id, requestedBy?: Id): GaQueueEntry {
    return this.update(id, {
      status: 'queued',
      attempts: 0,
      nextAttemptAt: undefined,
      ...(requestedBy === undefined ? {} : { requestedBy }),
    });
  }

  private find(id: Id): GaQueueEntry | undefined {
    return this.store.collection('gaQueues').find((entry) => String(entry.id) === String(id));
  }

  private update(id: Id, patch: Partial<GaQueueEntry>): GaQueueEntry {
    let updated: GaQueueEntry | undefined;
    this.store.change('gaQueues', (entries) =>
      entries.map((entry) => {
        if (String(entry.id) !== String(id)) return entry;
        const next: GaQueueEntry = { ...entry, ...patch };
        for (const key of Object.keys(patch) as (keyof GaQueueEntry)[]) {
          if (patch[key] === undefined) delete next[key];
        }
        updated = next;
        return next;
      }),
    );
    if (!updated) throw new Error(`GA-Auftrag ${String(id)} fehlt`);
    return updated;
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

  private delayAfter(attempts: number): number {
    const delays = this.settings.retryDelaysMs.length > 0 ? this.settings.retryDelaysMs : [60_000];
    return delays[Math.min(attempts, delays.length) - 1] ?? 60_000;
  }

  async process(id: Id): Promise<GaQueueEntry | undefined> {
    const entry = this.find(id);
    if (!entry || entry.status === 'succeeded' || entry.status === 'running') return entry;
    const attempts = entry.attempts + 1;
    this.update(id, { status: 'running' });
    try {
      const change = { propertyId: entry.propertyId, email: this.emailFor(entry), access: entry.access };
      await (entry.action === 'GRANT' ? this.adapter.grant(change) : this.adapter.revoke(change));
    } catch (error) {
      const givenUp = error instanceof PermanentFailure || attempts >= this.settings.maxAttempts;
      return this.update(id, {
        status: 'failed',
        attempts,
        error: describe(error),
        nextAttemptAt: givenUp ? undefined : new Date(this.now().getTime() + this.delayAfter(attempts)).toISOString(),
      });
    }
    return this.update(id, {
      status: 'succeeded',
      attempts,
      error: undefined,
      nextAttemptAt: undefined,
      processedAt: this.now().toISOString(),
    });
  }
}
