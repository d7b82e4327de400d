import low, { type LowdbSync } from 'lowdb';
import Memory from 'lowdb/adapters/Memory.js';
import { collectionSchemas, type CollectionName, type CollectionRecord, type Database } from '@shared/schemas';
import { DiskJournal } from './diskJournal';
import { removeLeftoverTemporaries, removeSegments } from './journal';
import { readDatabaseFile } from './readDatabaseFile';
import { RecordIndexes } from './recordIndexes';
import {
  IdTakenError,
  type StoreMemory,
  type StoreOp,
  type StorePersistence,
  type WriteUnit,
} from './storePersistence';
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

type RecordId = string | number;

/**
 * Where two versions of a collection differ: after the records both start with and before the records both end
 * with (the same objects), `[start, beforeEnd)` of the old list became `[start, afterEnd)` of the new one. A change of
 * one record in 100,000 so checks and journals that record alone, without a set of the whole collection.
 */
export function changedWindow(before: readonly object[], after: readonly object[]) {
  let start = 0;
  while (start < before.length && start < after.length && after[start] === before[start]) start += 1;
  let beforeEnd = before.length;
  let afterEnd = after.length;
  while (beforeEnd > start && afterEnd > start && after[afterEnd - 1] === before[beforeEnd - 1]) {
    beforeEnd -= 1;
    afterEnd -= 1;
  }
  return { start, beforeEnd, afterEnd };
}

/** How often `committed` numbers a unit again after a refused id before it gives up (each race costs one). */
const COMMIT_ATTEMPTS = 5;

/**
 * The one place that holds the data in memory. The data API (through `EmbeddedCollectionStore`) and the features
 * both work on `db`. Every change goes on to the store's persistence: the journal beside db.json
 * (`DiskJournal`, `Store.open`) or, with DATABASE_URL, PostgreSQL, whose replica the store then is
 * (`server/store/postgres/pgReplica.ts`).
 */
export class Store {
  readonly db: LowdbSync<Database>;
  private deferring = 0;
  private unit?: WriteUnit;
  private readonly indexes = new RecordIndexes(() => this.data);
  readonly persistence: StorePersistence;

  constructor(data: Database, persistenceOf: (memory: StoreMemory) => StorePersistence) {
    this.db = low(new Memory<Database>('')).setState(data) as unknown as LowdbSync<Database>;
    this.persistence = persistenceOf({
      current: () => this.data,
      replace: (next) => this.replace(next),
      replaceCollections: (collections) => this.replaceCollections(collections),
      appendRecords: (name, records) => this.appendRecords(name as CollectionName, records),
      replaceFrom: (name, position, records) => this.replaceFrom(name as CollectionName, position, records),
      replaceHeld: (name, records) => this.replaceHeld(name as CollectionName, records),
      holds: (name, id) => this.byId(name as CollectionName, id) !== undefined,
    });
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
    const store = new Store(result.data, (memory) => new DiskJournal(file, last + 1, memory));
    if ((result.replayed ?? 0) > 0) (store.persistence as DiskJournal).compactNow(last);
    else removeSegments(file, last);
    return store;
  }

  get lastReloadProblems(): DatabaseProblem[] {
    return this.persistence.lastReloadProblems;
  }

  /** Why the store's persisted state cannot be reached now (readiness DOWN); undefined while it can. */
  get unavailableBecause(): string | undefined {
    return this.persistence.unavailable?.();
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
      parsed.map((record) => ({ c: name, put: record as Record<string, unknown>, created: true })),
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
    const copy = [...before];
    const result = change(copy);
    // Checked records replace their unchecked versions in place: in our copy, not in an array the caller keeps.
    const after = result === copy ? copy : [...result];
    const window = changedWindow(before, after);
    const appended = window.start === before.length;
    // Records in the window that were there before (moved, not changed) need no check and no journal entry.
    const known = appended ? undefined : new Set(before.slice(window.start, window.beforeEnd));
    const ops: StoreOp[] = [];
    const keptIds = new Set<string>();
    for (let index = window.start; index < window.afterEnd; index += 1) {
      const record = after[index]!;
      keptIds.add(String(record.id));
      if (known?.has(record)) continue;
      const parsed = collectionSchemas[name].parse(record) as CollectionRecord<C>;
      after[index] = parsed;
      // The id index still describes the collection before this change.
      const created = this.indexes.byId(name, parsed.id as RecordId) === undefined;
      ops.push({ c: name, put: parsed as Record<string, unknown>, created });
    }
    for (let index = window.start; index < window.beforeEnd; index += 1) {
      const record = before[index]!;
      if (!keptIds.has(String(record.id))) ops.push({ c: name, del: record.id as RecordId });
    }
    this.db.set(name, after).value();
    // Appended: the old records are the unchanged start of the new list, the changes all added at its end.
    this.record(ops, appended);
    return after;
  }

  /** Journals records already removed from memory (the cascade removes dependents itself). */
  recordDelete(name: CollectionName, ids: readonly RecordId[]): void {
    this.record(ids.map((id) => ({ c: name, del: id })));
  }

  /** Reads records again from where other instances write them (PostgreSQL); nothing to do on db.json. */
  readAgain(name: CollectionName, ids: readonly (string | number)[]): Promise<void> {
    return this.persistence.refresh(new Map([[name, new Set(ids.map(String))]]));
  }

  /** Marks a collection as changed in memory (indexes are rebuilt) without journaling anything. */
  touch(name: CollectionName): void {
    this.indexes.invalidate(name);
  }

  /** `appended`: every op puts a record that was added at the end of its collection, in order. */
  private record(ops: StoreOp[], appended = false): void {
    if (ops.length === 0) return;
    for (const op of ops) {
      if ('put' in op) this.indexes.put(op.c as CollectionName, op.put, appended);
      else this.indexes.remove(op.c as CollectionName, op.del);
    }
    const unit = this.unit;
    this.persistence.write(unit ? ops.map((op) => ({ ...op, unit })) : ops, this.deferring > 0);
  }

  /**
   * Runs `work` (synchronous; it numbers new records with `nextId`) and resolves with its result once its changes
   * are persisted. When PostgreSQL refuses a new record's id because another instance or the data API took it
   * first, none of the work's changes is stored, the replica reads those records again and `work` runs again on
   * what it now holds, so it proposes a free id (docs/decisions/102). For every feature that creates a record
   * outside the append-only logs, before the new id is handed on (an answer, a file, a job).
   */
  async committed<T>(work: () => T): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const unit: WriteUnit = Symbol('committed');
      this.unit = unit;
      let result: T;
      try {
        result = work();
      } finally {
        this.unit = undefined;
      }
      try {
        await this.persistence.settled(unit);
        return result;
      } catch (error) {
        if (!(error instanceof IdTakenError) || attempt >= COMMIT_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * Runs `work` with its changes taken but not persisted; `durable()` afterwards waits for them.
   * For request handlers: many concurrent requests then share one flush (or one transaction).
   */
  batch<T>(work: () => T): T {
    this.deferring += 1;
    try {
      return work();
    } finally {
      this.deferring -= 1;
    }
  }

  /** Resolves once every change so far is persisted; on a failure the memory returns to the persisted state. */
  durable(): Promise<void> {
    return this.persistence.durable();
  }

  /**
   * One more than the highest numeric id (from the index, so appending to a long log stays cheap). On PostgreSQL
   * another instance may take it meanwhile: an append-only log's record is then stored under the next free id
   * (`RENUMBERED_ON_CONFLICT`, docs/decisions/097, "Ids"); any other is refused (`IdTakenError`), which
   * `committed` answers by numbering its work again (docs/decisions/102).
   */
  nextId(name: CollectionName): number {
    return this.indexes.maxId(name).max + 1;
  }

  /** The highest numeric id of the collection and whether every id is a number. */
  maxId(name: CollectionName): { max: number; allNumeric: boolean } {
    return this.indexes.maxId(name);
  }

  /** Replaces the data as a whole (a reload); every index is rebuilt. */
  private replace(data: Database): void {
    this.db.setState(data);
    this.indexes.invalidateAll();
  }

  /** Replaces some collections (changes made elsewhere); their indexes are rebuilt and versions move on. */
  private replaceCollections(collections: Partial<Database>): void {
    for (const [name, records] of Object.entries(collections)) {
      this.db.set(name, records).value();
      this.indexes.invalidate(name as CollectionName);
    }
  }

  /** Records read from the persistence that are new to their collection, added in place as `append` adds. */
  private appendRecords(name: CollectionName, records: readonly Record<string, unknown>[]): void {
    if (!Array.isArray(this.data[name])) this.db.set(name, []).value();
    const collection = this.data[name] as Record<string, unknown>[];
    for (const record of records) {
      collection.push(record);
      this.indexes.put(name, record, true);
    }
  }

  /**
   * The end of a collection read again (records of other instances committed before some of this one's): the
   * records from `position` on give way to `records`, whose ids the collection holds nowhere before it.
   */
  private replaceFrom(name: CollectionName, position: number, records: readonly Record<string, unknown>[]): void {
    const collection = this.data[name] as Record<string, unknown>[];
    const removed = collection.splice(position);
    const kept = new Set(records.map((record) => String(record.id)));
    for (const record of removed) if (!kept.has(String(record.id))) this.indexes.remove(name, record.id as RecordId);
    for (const record of records) {
      collection.push(record);
      this.indexes.put(name, record);
    }
  }

  /**
   * Records read again from the persistence anywhere in their collection (an administrator's change of old
   * accounts): each takes the place of the record it replaces, or that record leaves (`undefined`). The held
   * records come from the id index and are found by identity in one pass from the end, which stops once all are
   * found, so the collection is neither copied nor indexed again.
   */
  private replaceHeld(name: CollectionName, records: ReadonlyMap<string, Record<string, unknown> | undefined>): void {
    const replacing = new Map<Record<string, unknown>, Record<string, unknown> | undefined>();
    for (const [id, record] of records) {
      const held = this.indexes.byId(name, id);
      if (held) replacing.set(held, record);
    }
    const collection = this.data[name] as Record<string, unknown>[];
    for (let position = collection.length - 1; position >= 0 && replacing.size > 0; position--) {
      const held = collection[position]!;
      if (!replacing.has(held)) continue;
      const record = replacing.get(held);
      replacing.delete(held);
      if (record) {
        collection[position] = record;
        this.indexes.put(name, record);
      } else {
        collection.splice(position, 1);
        this.indexes.remove(name, held.id as RecordId);
      }
    }
  }

  /** Folds pending changes into their persisted form (the journal into db.json; PostgreSQL: waits for commits). */
  compact(): Promise<void> {
    return this.persistence.compact();
  }

  /** Picks up changes made outside this process: a tester's edit of db.json, other instances' commits. */
  watch(log = (message: string) => logger.warn(message)): void {
    this.persistence.watch(log);
  }

  /** Reads the persisted state again (a tester's edit of db.json; an invalid edit is reported and ignored). */
  reload(log = (message: string) => logger.warn(message)): void {
    this.persistence.reload(log);
  }

  /** Stops watching and timers; the journal stays (a restart replays it). */
  close(): void {
    this.persistence.close();
  }

  /** Persists what is pending and stops (the journal folded into db.json), for an orderly shutdown. */
  shutdown(): Promise<void> {
    return this.persistence.shutdown();
  }
}
