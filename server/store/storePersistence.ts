import type { Database } from '@shared/schemas';
import type { JournalOp } from './journal';
import type { DatabaseProblem } from './validateDatabase';

/** The changes of one `Store.committed` call: acknowledged, or refused, together. */
export type WriteUnit = symbol;

/**
 * One change of one record as the store hands it on: a put says whether the record is new to its collection;
 * `unit` names the `Store.committed` call that made it.
 */
export type StoreOp = (
  { c: string; put: Record<string, unknown>; created: boolean } | { c: string; del: string | number }
) & {
  unit?: WriteUnit;
};

/**
 * A new record's id that another writer (another instance, the data API) took first: the unit that proposed it is
 * not stored, and its caller numbers it again (`Store.committed`).
 */
export class IdTakenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IdTakenError';
  }
}

/** Per collection, the ids (as text) a write changed; no ids: anything in the collection may have changed. */
export type ChangedRecords = Map<string, Set<string> | undefined>;

/**
 * A committed batch of the data API that only inserted records (decision 106): its records as written, and how
 * many notices of other writers this instance had received when its COMMIT was sent. While no notice came since,
 * no later commit can be in memory ahead of it, so the records join memory as they are, without being read back.
 */
export interface OwnInserts {
  rows: ReadonlyMap<string, readonly Record<string, unknown>[]>;
  noticesAtCommit: number;
}

/** What the store's memory offers its persistence: the data, and replacing it after a reload. */
export interface StoreMemory {
  current(): Database;
  replace(data: Database): void;
  /** Replaces some collections only (the others keep their records and indexes). */
  replaceCollections(data: Partial<Database>): void;
  /** Adds records new to the collection at its end, in place: its indexes grow, nothing is copied. */
  appendRecords(name: string, records: readonly Record<string, unknown>[]): void;
  /** Replaces the collection's records from `position` on with `records`, in place (no record before it changes). */
  replaceFrom(name: string, position: number, records: readonly Record<string, unknown>[]): void;
  /** Replaces the held record of each id where it stands, or removes it (`undefined`), in place. */
  replaceHeld(name: string, records: ReadonlyMap<string, Record<string, unknown> | undefined>): void;
  /** Whether the collection holds a record with this id (compared as text). */
  holds(name: string, id: string): boolean;
}

/**
 * Where the store's changes go: the journal beside db.json (embedded) or PostgreSQL (`DATABASE_URL`, the store
 * as a replica). The store calls `write` for every change it made in memory, in order.
 */
export interface StorePersistence {
  /** Takes one change; outside a batch (`deferred` false) it is persisted now where the persistence can. */
  write(ops: readonly StoreOp[], deferred: boolean): void;
  /** Resolves once every change so far is persisted; on a failure the memory returns to the persisted state. */
  durable(): Promise<void>;
  /** Resolves once the unit's changes are persisted; rejects with `IdTakenError` when they were refused as a whole. */
  settled(unit: WriteUnit): Promise<void>;
  /** Folds what is pending into the persisted form (the journal into db.json; on PostgreSQL: waits for commits). */
  compact(): Promise<void>;
  /** Picks up changes made outside this process (a tester's edit of db.json; other instances' commits). */
  watch(log: (message: string) => void): void;
  /** Reads the persisted state again, replacing memory. */
  reload(log: (message: string) => void): void;
  /** Problems of the last rejected reload (a tester's invalid edit), empty when it was accepted. */
  readonly lastReloadProblems: DatabaseProblem[];
  /**
   * Why the persisted state cannot be reached or memory may differ from it now (PostgreSQL lost); undefined, or
   * not offered (the journal on local disk), while it is current.
   */
  unavailable?(): string | undefined;
  /**
   * Reads records written past the store (the data API on PostgreSQL) again; nothing to do for the journal.
   * `writer`: the writer's name in its announcements, when it has every commit of its own read this way (so its
   * announcements need no second read). `own`: the records themselves, when the writer only inserted.
   */
  refresh(changed: ChangedRecords, writer?: string, own?: OwnInserts): Promise<void>;
  /** Stops watching and timers. */
  close(): void;
  /** Persists what is pending and stops (orderly shutdown). */
  shutdown(): Promise<void>;
}

/** The journal's form of a change (whole records by id). */
export const journalOpOf = (op: StoreOp): JournalOp =>
  'put' in op ? { c: op.c, put: op.put } : { c: op.c, del: op.del };
