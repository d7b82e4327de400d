import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Database } from '@shared/schemas';
import { journalSegments } from '../store/journal';
import { readDatabaseFile } from '../store/readDatabaseFile';

/** What a running server has acknowledged: db.json with its journal replayed (compaction folds it in later). */
export function readDurableDatabase(dbFile: string): Database {
  const result = readDatabaseFile(dbFile, true);
  if (!result.ok) throw new Error(`${dbFile} mit Journal ungültig: ${JSON.stringify(result.problems)}`);
  return result.data;
}

/** The files of the durable state (db.json and its journal segments) byte for byte, by file name. */
export type DurableFiles = ReadonlyMap<string, Buffer>;

export function durableFiles(dbFile: string): DurableFiles {
  const paths = [dbFile, ...journalSegments(dbFile).map((segment) => segment.path)];
  return new Map(paths.map((path) => [basename(path), readFileSync(path)]));
}

export function sameFiles(a: DurableFiles, b: DurableFiles): boolean {
  return a.size === b.size && [...a].every(([name, bytes]) => b.get(name)?.equals(bytes) === true);
}

/** The database those files hold, read like `readDurableDatabase` from a copy of them. */
export function databaseIn(files: DurableFiles, dbName = 'db.json'): Database {
  const folder = mkdtempSync(join(tmpdir(), 'radar-durable-'));
  try {
    for (const [name, bytes] of files) writeFileSync(join(folder, name), bytes);
    return readDurableDatabase(join(folder, dbName));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
