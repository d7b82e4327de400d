import { watch, type FSWatcher } from 'node:fs';
import { basename, dirname } from 'node:path';
import low, { type LowdbSync } from 'lowdb';
import Memory from 'lowdb/adapters/Memory';
import { collectionSchemas, type CollectionName, type CollectionRecord, type Database } from '../../src/shared/schemas';
import { writeFileAtomic } from './atomicWrite';
import { readDatabaseFile } from './readDatabaseFile';
import { formatProblems, type DatabaseProblem } from './validateDatabase';

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

/**
 * The one place that holds the data of db.json. json-server's router and the custom routes both
 * work on `db`; every acknowledged change goes through `persist`, which replaces the file atomically.
 */
export class Store {
  readonly db: LowdbSync<Database>;
  private lastWritten: string;
  private watcher?: FSWatcher;
  private reloadTimer?: NodeJS.Timeout;
  lastReloadProblems: DatabaseProblem[] = [];
  private revision = 0;

  private constructor(
    readonly file: string,
    data: Database,
    text: string,
  ) {
    this.db = low(new Memory<Database>('')).setState(data) as unknown as LowdbSync<Database>;
    this.lastWritten = text;
  }

  /** Loads and validates the file; throws InvalidDatabaseError with the whole report when it is invalid. */
  static open(file: string): Store {
    const result = readDatabaseFile(file);
    if (!result.ok) throw new InvalidDatabaseError(file, result.problems);
    return new Store(file, result.data, result.text ?? '');
  }

  get data(): Database {
    return this.db.getState();
  }

  /**
   * Grows with every change that reaches the store (writes of the features and of the CRUD API, a reload of
   * the file), so indexes computed from the data can be cached until it moves on.
   */
  get version(): number {
    return this.revision;
  }

  collection<C extends CollectionName>(name: C): CollectionRecord<C>[] {
    return this.data[name] as CollectionRecord<C>[];
  }

  /**
   * Adds a record for the server's own features (login history, audit, …): validated with the
   * collection's schema, numbered after the highest id, on disk before this returns.
   */
  insert<C extends CollectionName>(name: C, record: Omit<CollectionRecord<C>, 'id'>): CollectionRecord<C> {
    const parsed = collectionSchemas[name].parse({ ...record, id: this.nextId(name) }) as CollectionRecord<C>;
    this.change(name, (records) => [...records, parsed]);
    return parsed;
  }

  /**
   * Replaces a collection with what `change` makes of it, validating every record it adds or changes;
   * on disk before this returns. For the server's own features; the CRUD API goes through json-server.
   */
  change<C extends CollectionName>(
    name: C,
    change: (records: CollectionRecord<C>[]) => CollectionRecord<C>[],
  ): CollectionRecord<C>[] {
    const before = this.collection(name);
    const known = new Set(before);
    const after = change([...before]).map((record) =>
      known.has(record) ? record : (collectionSchemas[name].parse(record) as CollectionRecord<C>),
    );
    this.db.set(name, after).value();
    this.persist();
    return after;
  }

  nextId(name: CollectionName): number {
    return this.collection(name).reduce((max, r) => (typeof r.id === 'number' && r.id > max ? r.id : max), 0) + 1;
  }

  /** Writes the current state to disk; on failure the state returns to what is on disk. */
  persist(): void {
    this.revision += 1;
    const text = serialise(this.data);
    if (text === this.lastWritten) return;
    try {
      writeFileAtomic(this.file, text);
      this.lastWritten = text;
    } catch (error) {
      this.db.setState(JSON.parse(this.lastWritten) as Database);
      throw error;
    }
  }

  /** Picks up a tester's edit of the file; an invalid edit is reported and the last valid data kept. */
  watch(log: (message: string) => void = console.warn): void {
    const name = basename(this.file);
    this.watcher = watch(dirname(this.file), (_event, changed) => {
      if (changed !== name) return;
      clearTimeout(this.reloadTimer);
      this.reloadTimer = setTimeout(() => this.reload(log), 150);
    });
  }

  reload(log: (message: string) => void = console.warn): void {
    const result = readDatabaseFile(this.file);
    if (result.ok && result.text === this.lastWritten) return;
    if (!result.ok) {
      this.lastReloadProblems = result.problems;
      log(`${formatProblems(this.file, result.problems)}\nDer Server arbeitet mit den letzten gültigen Daten weiter.`);
      return;
    }
    this.lastReloadProblems = [];
    this.revision += 1;
    this.db.setState(result.data);
    this.lastWritten = result.text ?? '';
    log(`${this.file} neu geladen.`);
  }

  close(): void {
    clearTimeout(this.reloadTimer);
    this.watcher?.close();
  }
}
