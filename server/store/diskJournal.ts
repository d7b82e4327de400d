import { statSync, watch, type FSWatcher } from 'node:fs';
import { open as openFile, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { writeFileAtomic } from './atomicWrite';
import { fsyncFolder, Journal, journalSegments, removeSegments } from './journal';
import { readDatabaseFile } from './readDatabaseFile';
import { serialiseDatabase, serialiseInSlices } from './serialiseInSlices';
import { journalOpOf, type StoreMemory, type StoreOp, type StorePersistence } from './storePersistence';
import { formatProblems, type DatabaseProblem } from './validateDatabase';
import { logger } from '../logging/logger';

/** Journal size after which a compaction starts even while writes keep coming. */
const COMPACT_AFTER_BYTES = 64 * 1024 * 1024;
/** Quiet time after the last write before the journal is folded into db.json. */
const COMPACT_WHEN_IDLE_MS = 1000;
/**
 * A large db.json takes a while to write: the quiet time is also at least this many times the last compaction's
 * duration, so compacting takes a small share of the server's time however often single writes come.
 */
const IDLE_PER_COMPACTION_TIME = 20;

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
 * The embedded persistence: every change is appended to a journal (`db.json.journal.<n>`) and acknowledged once it
 * is flushed to disk; concurrent writes share one flush (group commit). In the background the journal is folded
 * into an atomically replaced db.json (compaction) and then deleted; on start it is replayed and folded in.
 */
export class DiskJournal implements StorePersistence {
  private watcher?: FSWatcher;
  private reloadTimer?: NodeJS.Timeout;
  private compactTimer?: NodeJS.Timeout;
  private compacting?: Promise<void>;
  private writtenStamp: FileStamp;
  private lastCompactionMs = 0;
  private lastWriteAt = 0;
  private closed = false;
  private readonly journal: Journal;
  lastReloadProblems: DatabaseProblem[] = [];

  constructor(
    readonly file: string,
    generation: number,
    private readonly memory: StoreMemory,
  ) {
    this.journal = new Journal(file, generation);
    this.writtenStamp = stampOf(file);
  }

  write(ops: readonly StoreOp[], deferred: boolean): void {
    try {
      this.journal.append(ops.map(journalOpOf));
      if (!deferred) this.journal.syncNow();
    } catch (error) {
      this.restoreFromDisk();
      throw error;
    }
    this.scheduleCompaction();
  }

  durable(): Promise<void> {
    return this.journal.durable().catch((error: unknown) => {
      this.restoreFromDisk();
      throw error;
    });
  }

  /** The journal never refuses an id: a unit is settled once it is on disk. */
  settled(): Promise<void> {
    return this.durable();
  }

  /** After a failed write the memory holds a change the disk does not: go back to what is on disk. */
  private restoreFromDisk(): void {
    const result = readDatabaseFile(this.file, true);
    if (result.ok) this.memory.replace(result.data);
    else this.memory.replace(this.memory.current());
  }

  /**
   * Compaction waits for a quiet time after the last write; one timer serves a whole burst of writes (it looks
   * again when it fires) rather than one timer set and cleared per write.
   */
  private scheduleCompaction(): void {
    // Closed: the next start replays the journal; a timer now could fire after the folder is gone.
    if (this.closed) return;
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
    const data = this.memory.current();
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

  /** The same, in this call (on start, after a replayed journal). */
  compactNow(upTo: number): void {
    writeFileAtomic(this.file, serialiseDatabase(this.memory.current()));
    this.writtenStamp = stampOf(this.file);
    removeSegments(this.file, upTo);
  }

  /** Picks up a tester's edit of the file; an invalid edit is reported and the last valid data kept. */
  watch(log: (message: string) => void): void {
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
  reload(log: (message: string) => void): void {
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
    this.memory.replace(result.data);
    const upTo = this.journal.rotate();
    removeSegments(this.file, upTo);
    this.writtenStamp = stampOf(this.file);
    log(`${this.file} neu geladen.`);
  }

  /** The embedded data API writes through the store itself: there is nothing to read again. */
  refresh(): Promise<void> {
    return Promise.resolve();
  }

  /** Stops watching and timers; the journal stays (a restart replays it). */
  close(): void {
    this.closed = true;
    clearTimeout(this.reloadTimer);
    clearTimeout(this.compactTimer);
    this.compactTimer = undefined;
    this.watcher?.close();
  }

  /** Closes and folds the journal into db.json. */
  async shutdown(): Promise<void> {
    this.close();
    await this.compacting;
    await this.compact();
    this.journal.close();
  }
}
