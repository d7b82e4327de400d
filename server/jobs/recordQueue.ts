import type { Id } from '@shared/schemas';
import { logger } from '../logging/logger';
import type { Jobs } from './jobs';

/** A failure no retry can cure: the record fails for good, with its error, until someone retries it. */
export class PermanentFailure extends Error {}

/** What the queue needs of a record: its id, its attempts so far, and when a failed one is tried next. */
export interface QueuedRecord {
  id: Id;
  attempts: number;
  nextAttemptAt?: string;
}

export interface RecordQueueSpec<R extends QueuedRecord> {
  /** Names the records' leases (`<name>:<id>`) and the log lines. */
  name: string;
  records: () => readonly R[];
  patch: (id: Id, patch: Partial<R>) => R;
  /** Whether the record awaits an attempt: at once, or at its `nextAttemptAt` if it has one. */
  waiting: (record: R) => boolean;
  /** Whether nothing is left to do (an explicit attempt of such a record does nothing). */
  done: (record: R) => boolean;
  /** The patch while an attempt runs, for records that show it (a record left so by a dead instance waits). */
  running?: Partial<R>;
  succeeded: (attempts: number, at: string) => Partial<R>;
  failed: (attempts: number, error: string, nextAttemptAt: string | undefined) => Partial<R>;
  /** The attempt itself; throws to fail it (a `PermanentFailure` for good). */
  work: (record: R) => Promise<void>;
  /** Tidies up once the success is recorded. */
  afterSuccess?: (record: R) => void;
  /**
   * Reads the record again from where every instance writes it, once its lease is held: a replica of PostgreSQL
   * may not have read another instance's last outcome yet (nothing to do on db.json).
   */
  readAgain?: (id: Id) => Promise<void>;
  /** Resolves once the attempt's outcome is persisted, so the lease is given back only after it. */
  persisted?: () => Promise<void>;
}

export interface RetrySettings {
  /** Delay before the next attempt after the 1st, 2nd, … failure; the last one repeats. */
  retryDelaysMs: number[];
  /** Attempts before a record fails for good (unlimited when absent). */
  maxAttempts?: number;
  /** Look for new records this often (records written by others); without it a timer runs only while one waits. */
  pollMs?: number;
}

/** How long to wait before looking again at a due record another attempt holds. */
const HELD_RECHECK_MS = 1000;
/** An explicit attempt of a record another attempt holds waits for it, looking this often, at most this long. */
const HELD_POLL_MS = 100;
const HELD_WAIT_MS = 15_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * Works through the records of a collection that wait for an attempt (the GA queue, support requests): each
 * attempt under the record's lease, so no record is attempted twice at once across instances, and a record
 * whose attempt died with its instance is taken over when the lease expires. A failure plans the next attempt
 * after the configured delay until `maxAttempts`. The records keep their state, so a restart loses nothing.
 */
export class RecordQueue<R extends QueuedRecord> {
  private timer?: NodeJS.Timeout;
  private pass?: Promise<void>;
  /** Attempts of this instance under way, so planning skips them and `stop` waits for them. */
  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** Records whose lease another attempt held at the last try: looked at again after a pause, not at once. */
  private readonly heldElsewhere = new Set<string>();
  private stopped = false;

  constructor(
    private readonly jobs: Jobs,
    private readonly spec: RecordQueueSpec<R>,
    private readonly settings: RetrySettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private dueAt(record: R): number {
    return record.nextAttemptAt === undefined ? -Infinity : Date.parse(record.nextAttemptAt);
  }

  private delayAfter(attempts: number): number {
    const delays = this.settings.retryDelaysMs.length > 0 ? this.settings.retryDelaysMs : [60_000];
    return delays[Math.min(attempts, delays.length) - 1] ?? 60_000;
  }

  private find(id: Id): R | undefined {
    return this.spec.records().find((record) => String(record.id) === String(id));
  }

  /**
   * One attempt of the record now, under its lease, unless it is done or gone; `prepare` runs first under the same
   * lease. An attempt that holds the record (a timer's, or another instance's) is waited for first, so the answer is
   * never the record of a moment before a delivery: done by then, it is answered as it is, else attempted again.
   * Answers the record as it then is (as it is, if the other attempt outlasts `HELD_WAIT_MS`).
   */
  async process(id: Id, prepare?: (record: R) => Promise<void>): Promise<R | undefined> {
    const key = String(id);
    for (let waited = 0; ; waited += HELD_POLL_MS) {
      await this.inFlight.get(key)?.catch(() => undefined);
      const outcome = await this.attempt(id, false, prepare);
      if (outcome.ran || waited >= HELD_WAIT_MS) return outcome.record;
      await pause(HELD_POLL_MS);
    }
  }

  private attempt(
    id: Id,
    onlyIfDue: boolean,
    prepare?: (record: R) => Promise<void>,
  ): Promise<{ ran: boolean; record: R | undefined }> {
    const key = String(id);
    const run = this.jobs
      .withLease(`${this.spec.name}:${key}`, async () => {
        await this.spec.readAgain?.(id);
        const record = this.find(id);
        if (!record || this.spec.done(record)) return record;
        if (onlyIfDue && !this.isDue(record, this.now().getTime())) return record;
        await prepare?.(record);
        const outcome = await this.attemptHeld(record);
        // A failed write is logged by the store, which returns to the persisted state; the outcome stands as read.
        await this.spec.persisted?.().catch(() => undefined);
        return outcome;
      })
      .then((outcome) => {
        if (outcome.ran) this.heldElsewhere.delete(key);
        else this.heldElsewhere.add(key);
        return { ran: outcome.ran, record: outcome.ran ? outcome.value : this.find(id) };
      });
    this.inFlight.set(key, run);
    return run.finally(() => {
      if (this.inFlight.get(key) === run) this.inFlight.delete(key);
      this.schedule();
    });
  }

  private async attemptHeld(record: R): Promise<R> {
    const attempts = record.attempts + 1;
    if (this.spec.running) this.spec.patch(record.id, this.spec.running);
    try {
      await this.spec.work(record);
    } catch (error) {
      const maxAttempts = this.settings.maxAttempts ?? Infinity;
      const givenUp = error instanceof PermanentFailure || attempts >= maxAttempts;
      const next = givenUp ? undefined : new Date(this.now().getTime() + this.delayAfter(attempts)).toISOString();
      return this.spec.patch(record.id, this.spec.failed(attempts, describe(error), next));
    }
    const succeeded = this.spec.patch(record.id, this.spec.succeeded(attempts, this.now().toISOString()));
    this.spec.afterSuccess?.(succeeded);
    return succeeded;
  }

  private isDue(record: R, now: number): boolean {
    return this.spec.waiting(record) && this.dueAt(record) <= now;
  }

  /** Starts the timer; records an attempt cut off by a restart or a dead instance left waiting are due at once. */
  start(): void {
    this.stopped = false;
    this.schedule();
  }

  /** One pass over the due records; a pass already under way is joined, not doubled. */
  runDue(): Promise<void> {
    this.pass ??= this.runPass().finally(() => {
      this.pass = undefined;
      this.schedule();
    });
    return this.pass;
  }

  private async runPass(): Promise<void> {
    await Promise.resolve();
    const now = this.now().getTime();
    const due = this.spec.records().filter((r) => !this.inFlight.has(String(r.id)) && this.isDue(r, now));
    for (const record of due) {
      if (this.stopped) return;
      try {
        await this.attempt(record.id, true);
      } catch (error) {
        logger.error({ err: error }, `${this.spec.name} ${String(record.id)}: Versuch nicht möglich`);
      }
    }
  }

  /** Plans the next pass: at the earliest waiting record, and at least every `pollMs` when set. */
  schedule(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.stopped || this.pass) return;
    const now = this.now().getTime();
    const due = this.spec
      .records()
      .filter((r) => !this.inFlight.has(String(r.id)) && this.spec.waiting(r))
      .map((r) => Math.max(this.dueAt(r), this.heldElsewhere.has(String(r.id)) ? now + HELD_RECHECK_MS : now));
    if (this.settings.pollMs !== undefined) due.push(now + this.settings.pollMs);
    if (due.length === 0) return;
    const earliest = due.reduce((first, at) => Math.min(first, at));
    this.timer = setTimeout(() => void this.runDue(), earliest - now);
    this.timer.unref();
  }

  /** Plans nothing more and waits for the attempts under way, so a shutdown cuts none off. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.pass;
    await Promise.allSettled(this.inFlight.values());
  }
}
