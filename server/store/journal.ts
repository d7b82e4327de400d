import {
  closeSync,
  fdatasync,
  fdatasyncSync,
  fsyncSync,
  openSync,
  readdirSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** One change of one record: `put` adds or replaces the record with its id, `del` removes the id. */
export type JournalOp = { c: string; put: Record<string, unknown> } | { c: string; del: string | number };

export interface Segment {
  generation: number;
  path: string;
}

/** The journal segments of a db.json (`db.json.journal.<n>` beside it), oldest first. */
export function journalSegments(file: string): Segment[] {
  const prefix = `${basename(file)}.journal.`;
  return readdirSync(dirname(file))
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .map((name) => ({ generation: Number(name.slice(prefix.length)), path: join(dirname(file), name) }))
    .sort((a, b) => a.generation - b.generation);
}

export class CorruptJournalError extends Error {}

/**
 * Reads every operation of the segments in order. A last line without its newline was being appended when
 * the process died and was never acknowledged (the fsync comes after the whole line): it is ignored.
 */
export function readJournal(segments: readonly Segment[]): JournalOp[] {
  const ops: JournalOp[] = [];
  for (const segment of segments) {
    let content: string;
    try {
      content = readFileSync(segment.path, 'utf8');
    } catch (error) {
      // Deleted by a compaction since the listing: the db.json it renamed into place holds it.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const lines = content.split('\n');
    lines.pop(); // '' after the last newline, or the torn tail
    lines.forEach((line, index) => {
      if (line === '') return;
      try {
        ops.push(JSON.parse(line) as JournalOp);
      } catch {
        throw new CorruptJournalError(`${segment.path}, Zeile ${index + 1}: kein gültiges JSON.`);
      }
    });
  }
  return ops;
}

/** Replays operations on raw collections; idempotent, so replaying ops a compacted file already holds is harmless. */
export function applyOps(data: Record<string, unknown>, ops: readonly JournalOp[]): void {
  const touched = new Map<string, Map<string, Record<string, unknown>>>();
  const recordsOf = (name: string) => {
    let records = touched.get(name);
    if (!records) {
      const list = Array.isArray(data[name]) ? (data[name] as Record<string, unknown>[]) : [];
      records = new Map(list.map((record) => [String(record.id), record]));
      touched.set(name, records);
    }
    return records;
  };
  for (const op of ops) {
    if ('put' in op) recordsOf(op.c).set(String(op.put.id), op.put);
    else recordsOf(op.c).delete(String(op.del));
  }
  for (const [name, records] of touched) data[name] = [...records.values()];
}

export function fsyncFolder(folder: string): void {
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

interface Waiter {
  target: number;
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * The append-only journal with group commit: every caller of `durable()` waits for the next flush that covers
 * its lines (one write of the lines appended since the last, then an fdatasync), so concurrent writes share it.
 */
export class Journal {
  private fd?: number;
  private written = 0;
  private synced = 0;
  private flushing = false;
  private flushScheduled = false;
  private waiters: Waiter[] = [];
  private retired: number[] = [];
  /** Lines appended since the last flush: concurrent writes share one write call as they share the fdatasync. */
  private unwritten: string[] = [];
  bytes = 0;

  constructor(
    private readonly file: string,
    public generation: number,
  ) {}

  /** Opened on the first line, so a server that only reads leaves no file behind. */
  private segment(): number {
    if (this.fd === undefined) {
      this.fd = openSync(`${this.file}.journal.${this.generation}`, 'a');
      fsyncFolder(dirname(this.file));
    }
    return this.fd;
  }

  /** Takes the lines in memory; the flush that makes them durable writes them first, in order, in one call. */
  append(ops: readonly JournalOp[]): void {
    if (ops.length === 0) return;
    const text = ops.map((op) => `${JSON.stringify(op)}\n`).join('');
    this.unwritten.push(text);
    this.written += 1;
    this.bytes += text.length;
  }

  private writeOut(): void {
    if (this.unwritten.length === 0) return;
    const text = this.unwritten.join('');
    this.unwritten = [];
    writeSync(this.segment(), text);
  }

  get pending(): boolean {
    return this.synced < this.written;
  }

  /** Flushes now, in this call (for callers that promise "on disk before this returns"). */
  syncNow(): void {
    if (!this.pending) return;
    const target = this.written;
    this.writeOut();
    fdatasyncSync(this.segment());
    this.settle(target);
  }

  durable(): Promise<void> {
    if (!this.pending) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiters.push({ target: this.written, resolve, reject });
      this.scheduleFlush();
    });
  }

  /**
   * The flush starts once the event loop has run the callbacks of this turn (setImmediate), so it covers every
   * request read in this turn: flushing at once would cover only the first, and the rest would wait a whole
   * flush longer.
   */
  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      this.flush();
    });
  }

  private settle(target: number, error?: Error): void {
    if (!error) this.synced = Math.max(this.synced, target);
    const done = this.waiters.filter((waiter) => waiter.target <= target);
    this.waiters = this.waiters.filter((waiter) => waiter.target > target);
    for (const waiter of done) {
      if (error) waiter.reject(error);
      else waiter.resolve();
    }
  }

  private flush(): void {
    if (this.flushing || this.waiters.length === 0) return;
    this.flushing = true;
    const target = this.written;
    try {
      this.writeOut();
    } catch (error) {
      this.flushing = false;
      this.settle(target, error as Error);
      return;
    }
    fdatasync(this.segment(), (error) => {
      this.flushing = false;
      for (const fd of this.retired.splice(0)) closeSync(fd);
      this.settle(target, error ?? undefined);
      if (this.waiters.length > 0) this.scheduleFlush();
    });
  }

  /** Starts the next segment (the old one is flushed first) and returns the generation it closed. */
  rotate(): number {
    this.syncNow();
    const old = this.fd;
    const generation = this.generation;
    this.generation += 1;
    this.fd = undefined;
    this.bytes = 0;
    if (old !== undefined && this.flushing) this.retired.push(old);
    else if (old !== undefined) closeSync(old);
    return generation;
  }

  close(): void {
    if (this.pending) this.syncNow();
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}

export function removeSegments(file: string, upTo: number): void {
  for (const segment of journalSegments(file)) {
    if (segment.generation <= upTo) unlinkSync(segment.path);
  }
}

/** Temporary snapshots (`.db.json.<pid>.tmp`) a killed process left before renaming them into place. */
export function removeLeftoverTemporaries(file: string): void {
  const prefix = `.${basename(file)}.`;
  for (const name of readdirSync(dirname(file))) {
    if (name.startsWith(prefix) && name.endsWith('.tmp')) unlinkSync(join(dirname(file), name));
  }
}
