import { statSync, watch, type FSWatcher } from 'node:fs';
import { open as openFile, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import low, { type LowdbSync } from 'lowdb';
import Memory from 'lowdb/adapters/Memory.js';
import { collectionSchemas, type CollectionName, type CollectionRecord, type Database } from '@shared/schemas';
import { writeFileAtomic } from './atomicWrite';
import {
  fsyncFolder,
  Journal,
  journalSegments,
  removeLeftoverTemporaries,
  removeSegments,
  type JournalOp,
} from './journal';
import { readDatabaseFile } from './readDatabaseFile';
import { serialiseInSlices } from './serialiseInSlices';
import { RecordIndexes } from './recordIndexes';
import { formatProblems, type DatabaseProblem } from './validateDatabase';
import { logger } from '../logging/logger';

export class InvalidDatabaseError extends Error {
  constructor(
    readonly file: string,
    readonly problems: DatabaseProblem[],
  ) {
    super(formatProblems(file, problems));
    this.name = 'InvalidDatabaseError';
  }
}

const serialise = (data: unknown): string => `${JSON.stringify(data, null, 2)}\n`;

/** Journal size after which a compaction starts even while writes keep coming. */
const COMPACT_AFTER_BYTES = 64 * 1024 * 1024;
/** Quiet time after the last write before the journal is folded into db.json. */
const COMPACT_WHEN_IDLE_MS = 1000;
/**
 * A large db.json takes a while to write: the quiet time is also at least this many times the last compaction's
 * duration, so compacting takes a small share of the server's time however often single writes come.
 */
const IDLE_PER_COMPACTION_TIME = 20;

type RecordId = string | number;
type FileStamp = { ino: number; size: number; mtimeMs: number } | undefined;

const stampOf = (file: string): FileStamp => {
  try {
    const { ino, size, mtimeMs } = statSync(file);
    return { ino, size, mtimeMs };
  } catch {
    return undefined;
  }
};
const sameStamp = (a: FileStamp, b: FileStamp) =>
  a !== undefined && b !== undefined && a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;

/**
 * The one place that holds the data of db.json. The data API (through `EmbeddedCollectionStore`) and the
 * features both work on `db` in memory. Every change is appended to a journal (`db.json.journal.<n>`) and acknowledged once it is
 * flushed to disk; concurrent writes share one flush (group commit). In the background the journal is folded
 * into an atomically replaced db.json (compaction) and then deleted; on start it is replayed and folded in.
 */
export class Store {
  readonly db: LowdbSync<Database>;
  private watcher?: FSWatcher;
  private reloadTimer?: NodeJS.Timeout;
  private compactTimer?: NodeJS.Timeout;
  private compacting?: Promise<void>;
  private writtenStamp: FileStamp;
  private deferring = 0;
  private lastCompactionMs = 0;
  private lastWriteAt = 0;
  private readonly journal: Journal;
  private readonly indexes = new RecordIndexes(() => this.data);
  lastReloadProblems: DatabaseProblem[] = [];

  private constructor(
    readonly file: string,
    data: Database,
    generation: number,
  ) {
    this.db = low(new Memory<Database>('')).setState(data) as unknown as LowdbSync<Database>;
    this.journal = new Journal(file, generation);
    this.writtenStamp = stampOf(file);
  }

  /**
   * Loads and validates the file with its journal replayed; throws InvalidDatabaseError with the whole report
   * when the result is invalid. A replayed journal is folded into db.json before this returns.
   */
  static open(file: string): Store {
    const result = readDatabaseFile(file, true);
    if (!result.ok) throw new InvalidDatabaseError(file, result.problems);
    removeLeftoverTemporaries(file);
    const segments = result.segments ?? [];
    const last = segments.at(-1)?.generation ?? 0;
    const store = new Store(file, result.data, last + 1);
    if ((result.replayed ?? 0) > 0) store.compactNow(last);
    else removeSegments(file, last);
    return store;
  }

  get data(): Database {
    return this.db.getState();
  }

  /**
   * Grows with every change of the collection (writes of the features and of the CRUD API, a reload of the
   * file), so indexes computed from it can be cached until it moves on.
   */
  collectionVersion(name: CollectionName): number {
    return this.indexes.versionOf(name);
  }

  /** Like `collectionVersion`, for some collections: grows whenever one of them changes, and only then. */
  collectionsVersion(names: readonly CollectionName[]): number {
    let sum = 0;
    for (const name of names) sum += this.indexes.versionOf(name);
    return sum;
  }

  collection<C extends CollectionName>(name: C): CollectionRecord<C>[] {
    return this.data[name] as CollectionRecord<C>[];
  }

  /** The first record with this id (compared as text, like json-server), from an index kept per collection. */
  byId<C extends CollectionName>(name: C, id: RecordId): CollectionRecord<C> | undefined {
    return this.indexes.byId(name, id) as CollectionRecord<C> | undefined;
  }

  /** The records whose field, as text, equals the value, in collection order (an index per collection and field). */
  byField(name: CollectionName, field: string, value: string): readonly Record<string, unknown>[] {
    return this.indexes.byField(name, field, value);
  }

  /** Whether any record of the collection has the field (json-server ignores filters on fields nobody has). */
  hasField(name: CollectionName, field: string): boolean {
    return this.indexes.hasField(name, field);
  }

  /**
   * Adds a record for the server's own features (login history, audit, …): validated with the
   * collection's schema, numbered after the highest id, on disk before this returns.
   */
  insert<C extends CollectionName>(name: C, record: Omit<CollectionRecord<C>, 'id'>): CollectionRecord<C> {
    const [inserted] = this.append(name, [{ ...record, id: this.nextId(name) } as CollectionRecord<C>]);
    return inserted!;
  }

  /**
   * Adds records at the end of a collection, validating each: in place (as json-server adds), so a long log such
   * as the audit trail costs the same per write at any length; on disk like `change`.
   */
  append<C extends CollectionName>(name: C, records: readonly CollectionRecord<C>[]): CollectionRecord<C>[] {
    const parsed = records.map((record) => collectionSchemas[name].parse(record) as CollectionRecord<C>);
    if (parsed.length === 0) return parsed;
    if (!Array.isArray(this.data[name])) this.db.set(name, []).value();
    this.collection(name).push(...parsed);
    this.record(
      parsed.map((record) => ({ c: name, put: record as Record<string, unknown> })),
      true,
    );
    return parsed;
  }

  /**
   * Replaces a collection with what `change` makes of it, validating every record it adds or changes;
   * on disk before this returns (inside `batch`, once `durable()` resolves).
   */
  change<C extends CollectionName>(
    name: C,
    change: (records: CollectionRecord<C>[]) => CollectionRecord<C>[],
  ): CollectionRecord<C>[] {
    const before = this.collection(name);
    const result = change([...before]);
    let prefix = 0;
    while (prefix < before.length && prefix < result.length && result[prefix] === before[prefix]) prefix += 1;
    const known = prefix === before.length ? undefined : new Set(before);
    const after = result.map((record, index) =>
      index < prefix || known?.has(record) ? record : (collectionSchemas[name].parse(record) as CollectionRecord<C>),
    );
    const ops: JournalOp[] = [];
    after.forEach((record, index) => {
      if (index >= prefix && !known?.has(result[index]!)) ops.push({ c: name, put: record as Record<string, unknown> });
    });
    if (known) {
      const kept = new Set(after.map((record) => String(record.id)));
      for (const record of before) if (!kept.has(String(record.id))) ops.push({ c: name, del: record.id as RecordId });
    }
    this.db.set(name, after).value();
    // Without `known` the old records are the unchanged start of the new list: the changes are all added at its end.
    this.record(ops, known === undefined);
    return after;
  }

  /** Journals records already removed from memory (the cascade removes dependents itself). */
  recordDelete(name: CollectionName, ids: readonly RecordId[]): void {
    this.record(ids.map((id) => ({ c: name, del: id })));
  }

  /** Marks a collection as changed in memory (indexes are rebuilt) without journaling anything. */
  touch(name: CollectionName): void {
    this.indexes.invalidate(name);
  }

  /** `appended`: every op puts a record that was added at the end of its collection, in order. */
  private record(ops: JournalOp[], appended = false): void {
    if (ops.length === 0) return;
    for (const op of ops) {
      if ('put' in op) this.indexes.put(op.c as CollectionName, op.put, appended);
      else this.indexes.remove(op.c as CollectionName, op.del);
    }
    try {
      this.journal.append(ops);
      if (this.deferring === 0) this.journal.syncNow();
    } catch (error) {
      this.restoreFromDisk();
      throw error;
    }
    this.scheduleCompaction();
  }

  /**
   * Runs `work` with its journal lines written but not flushed; `durable()` afterwards waits for the flush.
   * For request handlers: many concurrent requests then share one flush.
   */
  batch<T>(work: () => T): T {
    this.deferring += 1;
    try {
      return work();
    } finally {
      this.deferring -= 1;
    }
  }

  /** Resolves once every change so far is on disk; on a failed flush the memory returns to the disk's state. */
  durable(): Promise<void> {
    return this.journal.durable().catch((error: unknown) => {
      this.restoreFromDisk();
      throw error;
    });
  }

  /** One more than the highest numeric id (from the index, so appending to a long log stays cheap). */
  nextId(name: CollectionName): number {
    return this.indexes.maxId(name).max + 1;
  }

  /** The highest numeric id of the collection and whether every id is a number. */
  maxId(name: CollectionName): { max: number; allNumeric: boolean } {
    return this.indexes.maxId(name);
  }

  /** After a failed write the memory holds a change the disk does not: go back to what is on disk. */
  private restoreFromDisk(): void {
    const result = readDatabaseFile(this.file, true);
    if (result.ok) this.db.setState(result.data);
    this.indexes.invalidateAll();
  }

  /**
   * Compaction waits for a quiet time after the last write; one timer serves a whole burst of writes (it looks
   * again when it fires) rather than one timer set and cleared per write.
   */
  private scheduleCompaction(): void {
    if (this.journal.bytes >= COMPACT_AFTER_BYTES) {
      clearTimeout(this.compactTimer);
      this.compactTimer = undefined;
      void this.compact();
      return;
    }
    this.lastWriteAt = Date.now();
    if (!this.compactTimer) this.compactAfter(this.quietTime());
  }

  private quietTime(): number {
    return Math.max(COMPACT_WHEN_IDLE_MS, IDLE_PER_COMPACTION_TIME * this.lastCompactionMs);
  }

  private compactAfter(delay: number): void {
    this.compactTimer = setTimeout(() => {
      const quietFor = Date.now() - this.lastWriteAt;
      if (quietFor < this.quietTime()) {
        this.compactAfter(this.quietTime() - quietFor);
        return;
      }
      this.compactTimer = undefined;
      void this.compact();
    }, delay);
    this.compactTimer.unref();
  }

  /**
   * Folds the journal into db.json: a snapshot of memory goes to a temporary file (flushed), replaces db.json,
   * and only then are the journal segments it covers deleted. A crash in between replays them again, harmlessly.
   * The snapshot is written in slices while requests go on; a record changed meanwhile may already be in its
   * newer state, which the new segment's operations (whole records, by id) restate anyway.
   */
  compact(): Promise<void> {
    if (this.compacting) return this.compacting;
    if (this.journal.bytes === 0 && journalSegments(this.file).length === 0) return Promise.resolve();
    const data = this.data;
    const upTo = this.journal.rotate();
    const temporary = join(dirname(this.file), `.${basename(this.file)}.${process.pid}.tmp`);
    const started = performance.now();
    this.compacting = (async () => {
      const handle = await openFile(temporary, 'w');
      try {
        await serialiseInSlices(data, async (text) => void (await handle.write(text)));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, this.file);
      this.writtenStamp = stampOf(this.file);
      fsyncFolder(dirname(this.file));
      removeSegments(this.file, upTo);
      this.lastCompactionMs = performance.now() - started;
    })()
      .catch(async (error: unknown) => {
        await unlink(temporary).catch(() => undefined);
        logger.error({ err: error }, 'Verdichten des Journals in db.json fehlgeschlagen');
      })
      .finally(() => (this.compacting = undefined));
    return this.compacting;
  }

  /** The same, in this call (on start, after a tester's edit). */
  private compactNow(upTo: number): void {
    writeFileAtomic(this.file, serialise(this.data));
    this.writtenStamp = stampOf(this.file);
    removeSegments(this.file, upTo);
  }

  /** Picks up a tester's edit of the file; an invalid edit is reported and the last valid data kept. */
  watch(log = (message: string) => logger.warn(message)): void {
    const name = basename(this.file);
    this.watcher = watch(dirname(this.file), (_event, changed) => {
      if (changed !== name) return;
      clearTimeout(this.reloadTimer);
      this.reloadTimer = setTimeout(() => this.reload(log), 150);
    });
  }

  /**
   * A tester's edit of db.json replaces the data as a whole (as it did before the journal): writes journaled
   * since the last compaction are dropped with their segments, because the edited file is the newer intent.
   * Compaction runs one second after the last write, so the file a tester opens is current.
   */
  reload(log = (message: string) => logger.warn(message)): void {
    if (this.compacting) {
      void this.compacting.then(() => this.reload(log));
      return;
    }
    if (sameStamp(stampOf(this.file), this.writtenStamp)) return;
    const result = readDatabaseFile(this.file);
    if (!result.ok) {
      this.lastReloadProblems = result.problems;
      log(`${formatProblems(this.file, result.problems)}\nDer Server arbeitet mit den letzten gültigen Daten weiter.`);
      return;
    }
    this.lastReloadProblems = [];
    this.db.setState(result.data);
    this.indexes.invalidateAll();
    const upTo = this.journal.rotate();
    removeSegments(this.file, upTo);
    this.writtenStamp = stampOf(this.file);
    log(`${this.file} neu geladen.`);
  }

  /** Stops watching and timers; the journal stays (a restart replays it). */
  close(): void {
    clearTimeout(this.reloadTimer);
    clearTimeout(this.compactTimer);
    this.compactTimer = undefined;
    this.watcher?.close();
  }

  /** Closes and folds the journal into db.json (for an orderly shutdown). */
  async shutdown(): Promise<void> {
    this.close();
    await this.compacting;
    await this.compact();
    this.journal.close();
  }
}
