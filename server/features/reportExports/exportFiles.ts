import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { ServerConfig } from '../../config';
import type { CollectionRecord, Id } from '../../../src/shared/schemas';

type PbiExportDetail = CollectionRecord<'pbiExportDetails'>;

/** Where export files live: EXPORT_DIR, by default `.tmp/exports` beside the data file. */
export const exportDirOf = (config: Pick<ServerConfig, 'dbFile' | 'exportDir'>): string =>
  config.exportDir ?? join(dirname(config.dbFile), '.tmp', 'exports');

/** A file's place on disk follows from its record's id only, never from a name a user could influence. */
export const exportFilePath = (dir: string, detailId: Id, extension: string): string =>
  join(dir, `${String(detailId).replace(/[^A-Za-z0-9_-]/g, '_')}.${extension}`);

/** The file of a file record (its format names the extension). */
export const exportFileOf = (dir: string, detail: Pick<PbiExportDetail, 'id' | 'format'>): string =>
  exportFilePath(dir, detail.id, detail.format === 'PDF' ? 'pdf' : 'xlsx');

/** What the server writes into the export folder: `<id>.<extension>`, and `.part` while writing. */
const exportFileName = /^[A-Za-z0-9_-]+\.(pdf|xlsx)(\.part)?$/;

/**
 * Deletes the export files no file record names any more (a deleted export takes its runs and file records
 * along, and so does its owner or report) and pieces a crash left half-written; returns the names it deleted.
 * Only names of the server's own pattern are touched, whatever else lies in the folder. Call it only while no
 * export is being written.
 */
export function removeOrphanExportFiles(dir: string, details: readonly PbiExportDetail[]): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const kept = new Set(details.map((detail) => basename(exportFileOf(dir, detail))));
  const orphans = names.filter((name) => exportFileName.test(name) && !kept.has(name));
  for (const name of orphans) rmSync(join(dir, name), { force: true });
  return orphans;
}

export function writeExportFile(path: string, bytes: Buffer): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.part`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, path);
}

export const exportFileExists = (path: string): boolean => existsSync(path);
