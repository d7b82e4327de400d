import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { collectionSchemas, isCollectionName } from '@shared/schemas';
import { WRITE_LOCK } from './groupCommit';
import { PendingListCleaner } from './pendingListCleaner';
import { addChanged, announceChanges, type RecordsNotice } from './recordsChannel';
import type { RecordsListener } from './recordsListener';
import { FIRST_SEQ_SQL, RECORDS_WITH_TAIL_SQL } from './replicaReadSql';
import { withOpsApplied, withRowsRead, withTailRead } from './replicaRows';
import { ReplicaWrites, type Renumbered } from './replicaWrites';
import { keyOf, writeUnits } from './writeUnits';
import {
  IdTakenError,
  type ChangedRecords,
  type OwnInserts,
  type StoreMemory,
  type StoreOp,
  type StorePersistence,
  type WriteUnit,
} from '../storePersistence';
import type { DatabaseProblem } from '../validateDatabase';
import { logger } from '../../logging/logger';
import { groupCommitBatchSize, replicaLag, replicaReloads } from '../../metrics/registry';

type Row = Record<string, unknown>;

export { WriteConflictError } from './replicaWrites';

/** Wait before reading everything again after a failed attempt to catch up with PostgreSQL. */
const RECOVER_AFTER_MS = 1000;

/** How far before the end of a collection `mergeAtEnd` looks for the records a read touches. */
const END_SCANNED = 10_000;

/** A record as the replica holds it: parsed with its collection's schema (defaults applied), as db.json is loaded. */
const parsed = (collection: string, doc: Row): Row =>
  isCollectionName(collection) ? (collectionSchemas[collection].parse(doc) as Row) : doc;

/** Whether changes of this replica not yet committed touch the collection (then a read merges it whole). */
const touches = (ops: readonly StoreOp[], collection: string): boolean => ops.some((op) => op.c === collection);

/**
 * The store's persistence with DATABASE_URL: the store is a replica of `records`. The features' changes are
 * written through in one transaction per burst under the data API's write lock and announced (NOTIFY); changes
 * of other instances, the data API and db:import arrive through the LISTEN connection and are read into memory.
 * Changes of this replica not yet committed stay on top of whatever is read meanwhile.
 */
export class PgReplica implements StorePersistence {
  /** This replica's name in its announcements, so it skips its own. */
  readonly origin = `replica:${randomUUID()}`;
  readonly lastReloadProblems: DatabaseProblem[] = [];
  private queued: StoreOp[] = [];
  private inFlight: StoreOp[] = [];
  private nextCommit?: Promise<void>;
  private committing?: Promise<void>;
  private commits: Promise<void> = Promise.resolve();
  private reading: Promise<void> = Promise.resolve();
  private stopped?: Promise<void>;
  /** Writers (this instance's data API) that have this replica read each of their commits: their notices are skipped. */
  private readonly readingWriters = new Set<string>();
  /** Units a commit refused (an id taken meanwhile) until their `settled` tells their caller. */
  private readonly refused = new Set<WriteUnit>();
  /** Notices of other writers received so far (decision 106: a writer's batch of inserts is taken as it is). */
  private othersNotices = 0;
  /** Notices not read yet: the next read takes all of them (decision 108). */
  private noticesToRead: RecordsNotice[] = [];
  /** When the oldest of them arrived, for the replica lag metric. */
  private firstNoticeAt = 0;
  /** The features' writes fill the search index's pending list as the data API's do (decision 109). */
  private readonly cleaner: PendingListCleaner;
  /** Why memory may differ from PostgreSQL now (it cannot be reached, or a commit failed), until it is read again. */
  private unavailableBecause?: string;
  /** Counts losses and recoveries: an attempt to catch up that a newer one superseded ends quietly. */
  private recoveries = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly memory: StoreMemory,
    private readonly listener: RecordsListener,
  ) {
    this.cleaner = new PendingListCleaner(pool);
    listener.handle({
      onNotice: (notice) => {
        if (!this.isOwn(notice)) this.othersNotices++;
        this.noticesToRead.push(notice);
        if (this.noticesToRead.length === 1) {
          this.firstNoticeAt = performance.now();
          void this.read(() => this.readNotices());
        }
      },
      onLost: () => {
        this.recoveries++;
        this.markUnavailable('PostgreSQL nicht erreichbar (LISTEN-Verbindung verloren)');
      },
      onReconnected: () => this.recover(),
    });
  }

  /** Why this replica cannot serve as PostgreSQL's current state now; undefined while it can. */
  unavailable(): string | undefined {
    return this.unavailableBecause;
  }

  private markUnavailable(reason: string): void {
    if (!this.unavailableBecause) logger.warn({ reason }, 'PostgreSQL: Instanz nimmt keinen Verkehr an');
    this.unavailableBecause = reason;
  }

  /**
   * Reads every collection again, once a second until it succeeds; the replica is available again after a read
   * that began while listening (notices from then on are not missed). A newer loss or recovery supersedes it.
   */
  private recover(): void {
    const recovery = ++this.recoveries;
    const attempt = () => {
      if (this.stopped || recovery !== this.recoveries) return;
      const listening = this.listener.connected;
      this.read(() => this.readCollections()).then(
        () => {
          if (recovery !== this.recoveries || !listening || !this.unavailableBecause) return;
          this.unavailableBecause = undefined;
          logger.info('PostgreSQL wieder erreichbar: Daten neu gelesen, Instanz nimmt Verkehr an');
        },
        () => setTimeout(attempt, RECOVER_AFTER_MS).unref(),
      );
    };
    attempt();
  }

  write(ops: readonly StoreOp[]): void {
    if (ops.length === 0) return;
    this.queued.push(...ops);
    this.scheduleCommit();
  }

  durable(): Promise<void> {
    return this.nextCommit ?? this.committing ?? Promise.resolve();
  }

  async settled(unit: WriteUnit): Promise<void> {
    const failure = await this.durable().then(
      () => undefined,
      (error: unknown) => ({ error }),
    );
    if (this.refused.delete(unit)) throw new IdTakenError('Eine neue id hat inzwischen jemand anders vergeben.');
    if (failure) throw failure.error;
  }

  compact(): Promise<void> {
    return this.durable().catch(() => undefined);
  }

  /** Listening started when the replica was opened: a commit between loading and listening is not missed. */
  watch(): void {}

  reload(): void {
    void this.read(() => this.readCollections());
  }

  /** How many notices of other writers this replica has received. */
  noticesReceived(): number {
    return this.othersNotices;
  }

  async refresh(changed: ChangedRecords, writer?: string, own?: OwnInserts): Promise<void> {
    // No other writer's notice came since the batch's COMMIT was sent: nothing committed after it is in memory, so
    // its records join as written (those some earlier notice's read already brought in are replaced in place).
    if (own && own.noticesAtCommit === this.othersNotices) {
      const taken = await this.read(async () => this.takeOwn(own.rows)).then(
        () => true,
        () => false,
      );
      if (taken) {
        if (writer) this.readingWriters.add(writer);
        return;
      }
    }
    try {
      await this.read(async () => {
        for (const [collection, ids] of changed) {
          if (ids) await this.readRecords(collection, [...ids]);
          else await this.readCollections([collection]);
        }
      });
    } catch (error) {
      // Its notice may be skipped: the collections are read whole instead, as after a lost notice.
      if (writer) void this.read(() => this.readCollections([...changed.keys()]));
      throw error;
    }
    if (writer) this.readingWriters.add(writer);
  }

  close(): void {
    void this.cleaner.close();
    void this.listener.close();
  }

  /**
   * Waits for the commits in flight and the reads, and stops listening (once, however often it is called). The
   * pool is the instance's (docs/decisions/104): ended after this, by whoever opened it.
   */
  shutdown(): Promise<void> {
    this.stopped ??= (async () => {
      await this.compact();
      await this.cleaner.close();
      await this.listener.close();
      await this.reading;
    })();
    return this.stopped;
  }

  /** Changes written in the same turn of the event loop share one transaction; commits run one after another. */
  private scheduleCommit(): void {
    if (this.nextCommit) return;
    const commit = this.commits
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        this.nextCommit = undefined;
        const ops = this.queued;
        this.queued = [];
        const running = this.commit(ops);
        this.committing = running;
        return running.finally(() => {
          if (this.committing === running) this.committing = undefined;
        });
      });
    this.nextCommit = commit;
    this.commits = commit.catch((error: unknown) =>
      logger.error({ err: error }, 'Schreiben in PostgreSQL fehlgeschlagen; die betroffenen Daten wurden neu gelesen'),
    );
  }

  private async commit(ops: StoreOp[]): Promise<void> {
    groupCommitBatchSize.observe({ writer: 'replica' }, ops.length);
    this.inFlight = ops;
    let renumbered: Renumbered = new Map();
    let refusedKeys = new Set<string>();
    let client: pg.PoolClient | undefined;
    try {
      client = await this.pool.connect();
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [WRITE_LOCK]);
      const changed: ChangedRecords = new Map();
      const writes = new ReplicaWrites(client);
      refusedKeys = await writeUnits(client, writes, ops, (op, id) => addChanged(changed, op.c, id), this.refused);
      await announceChanges(client, this.origin, changed);
      await client.query('COMMIT');
      this.inFlight = [];
      renumbered = writes.renumbered;
      this.cleaner.afterWrite();
    } catch (error) {
      await client?.query('ROLLBACK').catch(() => undefined);
      this.inFlight = [];
      // As the embedded store returns to the disk's state: the collections the commit touched are read again. While
      // PostgreSQL cannot be reached, memory holds changes it does not: unavailable until everything is read again.
      await this.read(() => this.readCollections([...new Set(ops.map((op) => op.c))])).catch(() => {
        this.markUnavailable('Änderungen nicht in PostgreSQL geschrieben, Daten werden neu gelesen');
        this.recover();
      });
      throw error;
    } finally {
      client?.release();
    }
    if (refusedKeys.size > 0) await this.readRefused(refusedKeys);
    // Committed: a failed read of the renumbered records falls back to reading their collections whole.
    if (renumbered.size > 0) {
      await this.read(() => this.readRenumbered(renumbered)).catch(() =>
        this.read(() => this.readCollections([...renumbered.keys()])).catch(() => undefined),
      );
    }
  }

  /**
   * After units were refused, every record they touched is read again, so their callers number them afresh from
   * what PostgreSQL holds. Changes queued meanwhile that build on those records (and the rest of those changes'
   * units) are dropped and their units refused too, so none of them overwrites the record that took the id.
   */
  private async readRefused(keys: Set<string>): Promise<void> {
    const byCollection = new Map<string, string[]>();
    const readAgain = async () => {
      const building = new Set(this.queued.filter((op) => keys.has(keyOf(op))).map((op) => op.unit));
      const dropped = new Set(this.queued.filter((op) => keys.has(keyOf(op)) || (op.unit && building.has(op.unit))));
      this.queued = this.queued.filter((op) => !dropped.has(op));
      for (const unit of building) if (unit) this.refused.add(unit);
      for (const op of dropped) keys.add(keyOf(op));
      for (const key of keys) {
        const [collection, id] = JSON.parse(key) as [string, string];
        byCollection.set(collection, [...(byCollection.get(collection) ?? []), id]);
      }
      logger.info({ records: [...keys] }, 'PostgreSQL: neue id anderswo vergeben, wird neu nummeriert');
      for (const [collection, ids] of byCollection) await this.readRecords(collection, ids);
    };
    await this.read(readAgain).catch(() =>
      this.read(() => this.readCollections([...byCollection.keys()])).catch(() => undefined),
    );
  }

  /** Reads run one after another, so an older answer never lands on top of a newer one. */
  private read(work: () => Promise<void>): Promise<void> {
    const next = this.reading.then(work);
    this.reading = next.catch((error: unknown) =>
      logger.error({ err: error }, 'PostgreSQL: geänderte Datensätze nicht gelesen'),
    );
    return next;
  }

  private isOwn(notice: RecordsNotice): boolean {
    return notice.origin === this.origin || this.readingWriters.has(notice.origin);
  }

  /**
   * Every notice received until this read starts, read together: per collection one query for all their ids (or
   * the whole collection). A burst of notices that arrived while earlier reads ran costs one read, not one each, so
   * a replica that fell behind another instance's writes catches up instead of reading ever longer tails.
   */
  private async readNotices(): Promise<void> {
    const notices = this.noticesToRead.filter((notice) => !this.isOwn(notice));
    const since = this.firstNoticeAt;
    this.noticesToRead = [];
    const changed: ChangedRecords = new Map();
    for (const notice of notices) {
      if (!notice.ids) addChanged(changed, notice.collection);
      else for (const id of notice.ids) addChanged(changed, notice.collection, id);
    }
    const whole = [...changed].filter(([, ids]) => !ids).map(([collection]) => collection);
    if (whole.length > 0) await this.readCollections(whole);
    for (const [collection, ids] of changed) if (ids) await this.readRecords(collection, [...ids]);
    if (notices.length > 0) replicaLag.observe((performance.now() - since) / 1000);
  }

  private unpersisted(): StoreOp[] {
    return [...this.inFlight, ...this.queued];
  }

  /**
   * Runs a read with this replica's uncommitted changes to apply on top: those of its start (one may commit while
   * the read runs, after its snapshot) and those made while it ran.
   */
  private async withUnpersisted<T>(read: () => Promise<T>): Promise<{ result: T; ops: StoreOp[] }> {
    const atStart = this.unpersisted();
    const result = await read();
    return { result, ops: [...new Set([...atStart, ...this.unpersisted()])] };
  }

  /**
   * Reads the records of `ids` again: a present one replaces its record in place, an absent one is removed. Every
   * row from the lowest `seq` among `tailFrom` on (by default the ids this replica does not hold yet: records new to
   * it) is read too and follows the rest in `seq` order, so a record another instance committed earlier stands
   * before one committed later, whatever order their notices arrive in.
   */
  private async readRecords(
    collection: string,
    ids: readonly string[],
    tailFrom: readonly string[] = this.notHeld(collection, ids),
  ): Promise<void> {
    const { result: rows, ops } = await this.withUnpersisted(async () => {
      // Two statements, so the tail is planned with its first seq (replicaReadSql.ts). Records committed between
      // them join the tail. Records all held already (changed ones) have no tail to find.
      const firstSeq =
        tailFrom.length === 0
          ? null
          : (await this.pool.query<{ seq: string | null }>(FIRST_SEQ_SQL, [collection, tailFrom])).rows[0]?.seq;
      const answer = await this.pool.query<{ id: string; doc: Row; in_tail: boolean }>(RECORDS_WITH_TAIL_SQL, [
        collection,
        ids,
        firstSeq ?? null,
      ]);
      return answer.rows;
    });
    const read = new Map(rows.filter((row) => !row.in_tail).map((row) => [row.id, parsed(collection, row.doc)]));
    const tail = rows.filter((row) => row.in_tail).map((row) => parsed(collection, row.doc));
    if (!touches(ops, collection)) {
      if (tail.length === 0 && this.replaceHeld(collection, ids, read)) return;
      if (this.mergeAtEnd(collection, ids, read, tailFrom, tail)) return;
    }
    const merged = withTailRead(withRowsRead(this.recordsOf(collection), ids, read), tailFrom, tail);
    this.memory.replaceCollections({ [collection]: withOpsApplied(merged, collection, ops) });
  }

  /** Records this instance's data API committed, as `readRecords` would merge them but without their tail. */
  private takeOwn(rows: OwnInserts['rows']): void {
    const ops = this.unpersisted();
    const replaced: Record<string, Row[]> = {};
    for (const [collection, docs] of rows) {
      // As PostgreSQL gives them back: through JSON, then the schema's defaults.
      const read = new Map(
        docs.map((doc) => [String(doc.id), parsed(collection, JSON.parse(JSON.stringify(doc)) as Row)]),
      );
      if (!touches(ops, collection) && this.mergeAtEnd(collection, [...read.keys()], read, [], [])) continue;
      const merged = withRowsRead(this.recordsOf(collection), read.keys(), read);
      replaced[collection] = withOpsApplied(merged, collection, ops);
    }
    this.memory.replaceCollections(replaced);
  }

  /**
   * The common read (another instance's creates, this one's own batch, records an earlier read's tail brought in
   * already): every record it touches that this replica holds is among the last of the collection, so only the end
   * is merged, in place, as `withRowsRead` and `withTailRead` would merge the whole collection. The collection is
   * not copied and its id index is kept: a copy and a new index per read cost two instances writing at once a third
   * of their time (decision 114). False when a held record is further back (then the whole collection is merged).
   */
  private mergeAtEnd(
    collection: string,
    ids: readonly string[],
    read: ReadonlyMap<string, Row>,
    tailFrom: readonly string[],
    tail: readonly Row[],
  ): boolean {
    const touched = new Set([...ids, ...tailFrom, ...tail.map((record) => String(record.id))]);
    let held = 0;
    for (const id of touched) if (this.memory.holds(collection, id)) held++;
    const records = this.recordsOf(collection);
    let position = records.length;
    const lowest = Math.max(0, records.length - touched.size - END_SCANNED);
    while (held > 0 && position > lowest) {
      position--;
      if (touched.has(String(records[position]!.id))) held--;
    }
    if (held > 0) return false;
    const end = withTailRead(withRowsRead(records.slice(position), ids, read), tailFrom, tail);
    if (position === records.length) this.memory.appendRecords(collection, end);
    else this.memory.replaceFrom(collection, position, end);
    return true;
  }

  /**
   * A read of records this replica holds, wherever they stand (an administrator's change of an old account, a
   * delete): each takes its record's place or the record leaves, in place. Merging the whole collection instead
   * copied it and built its id index again on every instance, per change (O(n) at 100,000 accounts). False when a
   * record is new here (then it joins the end through `mergeAtEnd`).
   */
  private replaceHeld(collection: string, ids: readonly string[], read: ReadonlyMap<string, Row>): boolean {
    if (ids.some((id) => read.has(id) && !this.memory.holds(collection, id))) return false;
    this.memory.replaceHeld(collection, new Map(ids.map((id) => [id, read.get(id)])));
    return true;
  }

  private recordsOf(collection: string): Row[] {
    return (this.memory.current() as unknown as Record<string, Row[] | undefined>)[collection] ?? [];
  }

  private notHeld(collection: string, ids: readonly string[]): string[] {
    return ids.filter((id) => !this.memory.holds(collection, id));
  }

  /**
   * After records were stored under other ids than proposed: per collection, everything committed since the first
   * of them (the shadowed records of other instances, the renumbered ones) replaces those records in `seq` order,
   * so the replica holds the stored ids and order without reading a long log whole.
   */
  private async readRenumbered(renumbered: Renumbered): Promise<void> {
    for (const [collection, ids] of renumbered) {
      const touched = [...ids.keys(), ...[...ids.values()].map(String)];
      await this.readRecords(collection, touched, touched);
    }
  }

  /** Whole collections (all of them when none are named) as PostgreSQL holds them, in `seq` order. */
  private async readCollections(names?: readonly string[]): Promise<void> {
    replicaReloads.inc();
    const { result: rows, ops } = await this.withUnpersisted(async () => {
      const answer = await this.pool.query<{ collection: string; docs: Row[] }>(
        `SELECT collection, jsonb_agg(doc ORDER BY seq) AS docs FROM records
         WHERE $1::text[] IS NULL OR collection = ANY($1) GROUP BY collection`,
        [names ?? null],
      );
      return answer.rows;
    });
    const byName = new Map(rows.map((row) => [row.collection, row.docs]));
    const wanted = names ?? Object.keys(this.memory.current());
    const replaced: Record<string, Row[]> = {};
    for (const name of wanted) {
      const records = (byName.get(name) ?? []).map((doc) => parsed(name, doc));
      replaced[name] = withOpsApplied(records, name, ops);
    }
    this.memory.replaceCollections(replaced);
  }
}
