import { copyFileSync, cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { journalSegments, removeSegments } from './journal';

const projectRoot = resolve(import.meta.dirname, '../..');

/**
 * The tracked fixtures: read, never written, by the server and the tests. The media folder holds only the images and
 * attachments db.json names: the production image ships it, since the server seeds MEDIA_DIR from it on first start
 * (docs/decisions/149).
 */
export const fixtures = {
  dbFile: join(projectRoot, 'db.json'),
  mediaDir: join(projectRoot, 'server', 'media'),
};

/** The ignored folder the server keeps its data file, journal, uploads and spool in by default. */
export const dataFolder = join(projectRoot, '.data');

type DataPaths = { dbFile: string; mediaDir: string };

/**
 * On first start: the data file and the media folder as copies of the fixtures (no data file when the data is in
 * PostgreSQL). Returns what it created.
 */
export function seedDataFolder(paths: DataPaths, from: DataPaths = fixtures, { dataFile = true } = {}): string[] {
  const created: string[] = [];
  mkdirSync(dirname(paths.dbFile), { recursive: true });
  if (dataFile && !existsSync(paths.dbFile) && journalSegments(paths.dbFile).length === 0) {
    copyFileSync(from.dbFile, paths.dbFile);
    created.push(paths.dbFile);
  }
  if (!existsSync(paths.mediaDir)) {
    cpSync(from.mediaDir, paths.mediaDir, { recursive: true });
    created.push(paths.mediaDir);
  }
  return created;
}

/**
 * Starts the data file and the media folder over from the fixtures. The journal goes first, so a stopped server does not replay it
 * on its next start; the file is then renamed into place, so a running server sees one change and reloads it.
 */
export function resetDataFolder(paths: DataPaths, from: DataPaths = fixtures): void {
  mkdirSync(dirname(paths.dbFile), { recursive: true });
  removeSegments(paths.dbFile, Number.MAX_SAFE_INTEGER);
  const temporary = join(dirname(paths.dbFile), `.${basename(paths.dbFile)}.${process.pid}.tmp`);
  copyFileSync(from.dbFile, temporary);
  renameSync(temporary, paths.dbFile);
  rmSync(paths.mediaDir, { recursive: true, force: true });
  cpSync(from.mediaDir, paths.mediaDir, { recursive: true });
}
