import type pg from 'pg';
import type { PoolClient } from 'pg';
import { BatchWrites, isInsertFailure, isStaleHighestIds, type Highest, type HighestIds } from './batchWrites';
import { addChanged, announceChangesSql } from './recordsChannel';
import type { ChangedRecords, OwnInserts } from '../storePersistence';
import { logger } from '../../logging/logger';
import { groupCommitBatchSize } from '../../metrics/registry';

/**
 * One lock for every write of the data (a transaction-level advisory lock): a write's checks (free id, unique
 * values, foreign keys) and its change see no other write between them, on any instance, as in the embedded store.
 */
export const WRITE_LOCK = 0x7261646172; // "radar"

/** The most writes one transaction takes; the rest wait for the next (a bound on how long the lock is held). */
const MAX_BATCH = 100;

/** BEGIN and the write lock, the start of every batch's transaction. */
const OPENING = `BEGIN; SELECT pg_advisory_xact_lock(${WRITE_LOCK})`;

/** A write's work in the batch's transaction: its outcome and, when it changed something, what it changed. */
export type BatchedWork<T> = (client: BatchWrites) => Promise<{ outcome: T; changed?: ChangedRecords }>;

interface Pending {
  /** The collections whose next id the work asks. */
  numbered: readonly string[];
  attempt: (client: BatchWrites) => Promise<ChangedRecords | undefined>;
  answer: () => void;
  fail: (error: unknown) => void;
}

/**
 * A failure of a write's own work (its `cause`), before anything was sent to commit: the batch may run again write
 * by write. A failure of BEGIN, NOTIFY or COMMIT is not one: a lost answer to COMMIT may hide a commit.
 */
class WorkFailed extends Error {}

/**
 * Group commit of the data API's writes (docs/decisions/101): the writes that arrive while a transaction is in
 * flight wait and then run together, one after another, in the next transaction under the write lock, with one
 * NOTIFY per collection and one commit. A refused write (400, 404, 409) changes nothing, so it needs no savepoint.
 * When a write's work throws, the batch is rolled back whole and each of its writes runs again in a transaction of
 * its own, so that write fails alone. Every write answers after the commit and after `afterCommit` read the change.
 */
export class GroupCommit {
  private queue: Pending[] = [];
  private draining = false;
  /** What this writer's last batch left: the highest ids, and the count of other writers' notices at its COMMIT. */
  private lastBatch?: { highest: HighestIds; notices?: number };

  constructor(
    private readonly pool: pg.Pool,
    private readonly origin: string,
    /** Gets every committed batch's changes, with this writer's name in its notices. */
    private readonly afterCommit: (changed: ChangedRecords, origin: string, own?: OwnInserts) => Promise<void>,
    /** Given: a batch that only inserted hands its records to `afterCommit` with the count as COMMIT was sent. */
    private readonly noticesReceived?: () => number,
  ) {}

  /** `numbered`: the collections whose next id `work` will ask, asked with the lock in the batch's first round trip. */
  run<T>(work: BatchedWork<T>, numbered: readonly string[] = []): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let outcome: T;
      this.queue.push({
        numbered,
        attempt: async (client) => {
          const done = await work(client);
          outcome = done.outcome;
          return done.changed;
        },
        answer: () => resolve(outcome),
        fail: reject,
      });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0) await this.commitBatch(this.queue.splice(0, MAX_BATCH));
    } finally {
      this.draining = false;
    }
  }

  private async commitBatch(batch: Pending[]): Promise<void> {
    groupCommitBatchSize.observe({ writer: 'data-api' }, batch.length);
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      for (const write of batch) write.fail(error);
      return;
    }
    try {
      // Numbered from the ids the last batch left and refused under the lock when another writer changed them:
      // then it runs again with the ids read there.
      await this.commitTogether(client, batch, true).catch((error: unknown) => {
        if (!isStaleHighestIds(error)) throw error;
        return this.commitTogether(client, batch, false);
      });
    } catch (error) {
      if (!(error instanceof WorkFailed) || batch.length === 1) {
        for (const write of batch) write.fail(causeOf(error));
        return;
      }
      for (const write of batch) {
        await this.commitTogether(client, [write], false).catch((alone: unknown) => write.fail(causeOf(alone)));
      }
    } finally {
      client.release();
    }
  }

  /**
   * The writes in one transaction; throws WorkFailed (rolled back, nothing stored) when one's work throws. A batch
   * of writes that ask nothing of the database (plain creates with their audit entries) takes two round trips:
   * BEGIN with the lock and the highest ids, then the inserts with the notices and COMMIT (decision 106); one when
   * `ahead` and this writer's last batch left the highest ids it numbers (decision 107).
   */
  private async commitTogether(client: PoolClient, writes: readonly Pending[], ahead: boolean): Promise<void> {
    const changed: ChangedRecords = new Map();
    let own: OwnInserts | undefined;
    const numbered = new Set(writes.flatMap((write) => write.numbered));
    const assumed = ahead ? this.assumedHighest(numbered) : undefined;
    this.lastBatch = undefined;
    try {
      const batch = assumed
        ? BatchWrites.ahead(client, OPENING, assumed)
        : await BatchWrites.open(client, OPENING, numbered);
      const failed = (error: unknown) => {
        // Assumed ids another writer changed: not this write's failure, the whole batch runs again.
        if (isStaleHighestIds(error)) throw error;
        throw new WorkFailed('Eine Änderung im Stapel schlug fehl.', { cause: error });
      };
      for (const write of writes) {
        const mine = await write.attempt(batch).catch(failed);
        for (const [collection, ids] of mine ?? []) {
          if (!ids) addChanged(changed, collection);
          else for (const id of ids) addChanged(changed, collection, id);
        }
      }
      const inserted = batch.insertedOnly();
      const notices = this.noticesReceived?.();
      own = inserted && notices !== undefined ? { rows: inserted, noticesAtCommit: notices } : undefined;
      // A gathered insert that fails (say, an id taken) is some write's: the batch runs again write by write. Any
      // other failure may be COMMIT's, whose lost answer may hide a commit: not run again.
      await batch.commit(`${announceChangesSql(client, this.origin, changed)}\nCOMMIT`).catch((error: unknown) => {
        if (isInsertFailure(error)) failed(error);
        throw error;
      });
      this.lastBatch = { highest: batch.highestIds(), notices };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
    // Committed: nothing from here may reach the caller's retry, which would write these writes once more. The next
    // batch starts while this instance's replica reads this one's changes.
    void this.answerOnceRead(changed, writes, own);
  }

  /**
   * The highest ids of the numbered collections as this writer's last batch left them, when it knows all of them and
   * no other writer's notice came since that batch's COMMIT (one did: its batch would likely be refused).
   */
  private assumedHighest(numbered: ReadonlySet<string>): HighestIds | undefined {
    const last = this.lastBatch;
    if (!last || (this.noticesReceived && this.noticesReceived() !== last.notices)) return undefined;
    const assumed = new Map<string, Highest>();
    for (const collection of numbered) {
      const known = last.highest.get(collection);
      if (!known) return undefined;
      assumed.set(collection, known);
    }
    return assumed;
  }

  private async answerOnceRead(changed: ChangedRecords, writes: readonly Pending[], own?: OwnInserts): Promise<void> {
    if (changed.size > 0) {
      await this.afterCommit(changed, this.origin, own).catch((error: unknown) =>
        logger.warn({ err: error }, 'PostgreSQL: eigene Änderung nicht in die Daten der Instanz gelesen'),
      );
    }
    for (const write of writes) write.answer();
  }
}

const causeOf = (error: unknown): unknown => (error instanceof WorkFailed ? error.cause : error);
