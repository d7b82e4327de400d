import { randomUUID } from 'node:crypto';
import { logger } from '../logging/logger';
import type { LeaseTable } from './leaseTable';

export interface JobsSettings {
  /** How long a claim holds without being renewed: after this, the work of a dead instance is taken over. */
  leaseMs: number;
  now: () => number;
}

const DEFAULTS: JobsSettings = { leaseMs: 60_000, now: Date.now };

/** What a run of `withLease` came to: the work's result, or not run because another owner holds the lease. */
export type LeaseOutcome<T> = { ran: true; value: T } | { ran: false };

/**
 * Work that runs once across instances, on a lease table (decision 044): `withLease` runs work that must never run
 * twice at a time (a sync, one queued record), `runSlot` a schedule's slot exactly once. A claim is renewed every
 * third of its time while the work runs, so only an instance that died loses it.
 */
export class Jobs {
  private readonly settings: JobsSettings;

  constructor(
    readonly table: LeaseTable,
    settings: Partial<JobsSettings> = {},
  ) {
    this.settings = { ...DEFAULTS, ...settings };
  }

  private until(): number {
    return this.settings.now() + this.settings.leaseMs;
  }

  /** Renews the claim while `work` runs. */
  private async keeping<T>(name: string, renew: () => Promise<boolean>, work: () => Promise<T>): Promise<T> {
    const timer = setInterval(() => {
      renew().then(
        (kept) => kept || logger.warn(`Auftrag ${name}: die Sperre ging verloren`),
        (error: unknown) => logger.warn({ err: error }, `Auftrag ${name}: Sperre nicht verlängert`),
      );
    }, this.settings.leaseMs / 3);
    timer.unref();
    try {
      return await work();
    } finally {
      clearInterval(timer);
    }
  }

  /** Runs `work` under the lease `name` if nobody else holds it; the lease is given back when the work ends. */
  async withLease<T>(name: string, work: () => Promise<T>): Promise<LeaseOutcome<T>> {
    const owner = randomUUID();
    if (!(await this.table.take(name, owner, this.until(), this.settings.now()))) return { ran: false };
    try {
      const value = await this.keeping(name, () => this.table.extend(name, owner, this.until()), work);
      return { ran: true, value };
    } finally {
      await this.table.drop(name, owner);
    }
  }

  /**
   * Runs the slot `slot` of `job` unless some instance ran it already ('done') or is running it ('held': ask again
   * later, it may have died). Work that fails gives the slot back, so the next claim tries again.
   */
  async runSlot(job: string, slot: string, work: () => Promise<void>): Promise<'ran' | 'done' | 'held'> {
    const owner = randomUUID();
    const claim = await this.table.takeSlot(job, slot, owner, this.until(), this.settings.now());
    if (claim !== 'taken') return claim;
    try {
      await this.keeping(`${job} ${slot}`, () => this.table.extendSlot(job, slot, owner, this.until()), work);
    } catch (error) {
      await this.table.dropSlot(job, slot, owner);
      throw error;
    }
    await this.table.finishSlot(job, slot, owner, this.settings.now());
    return 'ran';
  }

  close(): Promise<void> {
    return this.table.close();
  }
}
