import { mkdirSync, writeFileSync, renameSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ServerConfig } from '../../config';
import type { Id } from '../../../src/shared/schemas';

/** Where export files live: EXPORT_DIR, by default `.tmp/exports` beside the data file. */
export const exportDirOf = (config: Pick<ServerConfig, 'dbFile' | 'exportDir'>): string =>
  config.exportDir ?? join(dirname(config.dbFile), '.tmp', 'exports');

/** A file's place on disk follows from its record's id only, never from a name a user could influence. */
export const exportFilePath = (dir: string, detailId: Id, extension: string): string =>
  join(dir, `${String(detailId).replace(/[^A-Za-z0-9_-]/g, '_')}.${extension}`);

export function writeExportFile(path: string, bytes: Buffer): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.part`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, path);
}

export const exportFileExists = (path: string): boolean => existsSync(path);
