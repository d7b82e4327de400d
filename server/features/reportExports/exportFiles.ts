import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileInFolder, fileNameOfId, requireFileInFolder } from '../../security/safePath';
import type { ServerConfig } from '../../config';
import type { CollectionRecord } from '@shared/schemas';
import { extensionOf } from '../../integrations/reportExport/reportExporter';

type PbiExportDetail = CollectionRecord<'pbiExportDetails'>;

/** Where export files live: EXPORT_DIR, by default `.tmp/exports` beside the data file. */
export const exportDirOf = (config: Pick<ServerConfig, 'dbFile' | 'exportDir'>): string =>
  config.exportDir ?? join(dirname(config.dbFile), '.tmp', 'exports');

/**
 * What names an export file: its `fileKey` (a UUID the runner chose before the record exists) or, for a record
 * from before, the record's id.
 */
export type ExportFileRef = Pick<PbiExportDetail, 'format'> &
  ({ fileKey: string } | Pick<PbiExportDetail, 'id' | 'fileKey'>);

/** The name of an export file, the same in the folder and in PostgreSQL: `<fileKey or id>.<extension>`. */
export const exportFileNameOf = (file: ExportFileRef): string =>
  fileNameOfId('id' in file ? (file.fileKey ?? file.id) : file.fileKey, extensionOf(file.format));

/**
 * The file of a file record: its place follows from the record's `fileKey` (schema: a UUID) or id and its format
 * only, checked to stay in the folder. The runner writes it, the download sends it, the tidying keeps it.
 */
export const exportFileOf = (dir: string, detail: ExportFileRef): string =>
  requireFileInFolder(dir, exportFileNameOf(detail));

/** What the server writes into the export folder: `<fileKey or id>.<extension>`, and `.part` while writing. */
const exportFileName = /^[A-Za-z0-9_-]+\.(pdf|xlsx)(\.part)?$/;

/**
 * Deletes the export files no file record names any more (a deleted export takes its runs and file records
 * along, and so does its owner or report) and pieces a crash left half-written.
 * Only names of the server's own pattern are touched, whatever else lies in the folder. Call it only while no
 * export is being written.
 */
export function removeOrphanExportFiles(dir: string, details: readonly PbiExportDetail[]): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const kept = new Set(details.map((detail) => basename(exportFileOf(dir, detail))));
  const orphans = names.filter((name) => exportFileName.test(name) && !kept.has(name));
  for (const name of orphans) {
    const file = fileInFolder(dir, name);
    if (file) rmSync(file, { force: true });
  }
}

export function writeExportFile(path: string, bytes: Buffer): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.part`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, path);
}

/** Where the download finds a file: a path in the export folder, or its bytes read from PostgreSQL. */
export type ExportFileBody = { path: string } | { bytes: Buffer };

/**
 * The export files of this server: the folder `EXPORT_DIR` (`FolderExportFiles`) or, with DATABASE_URL,
 * PostgreSQL (`PgExportFiles`, docs/decisions/098), so a download on any instance finds the file of a run on
 * another. The runner writes and tidies, the download opens.
 */
export interface ExportFiles {
  write(detail: ExportFileRef, bytes: Buffer): Promise<void>;
  open(detail: ExportFileRef): Promise<ExportFileBody | undefined>;
  /** Deletes the files no file record names any more; call it only while this instance writes none. */
  removeOrphans(details: readonly PbiExportDetail[]): Promise<void>;
}

export class FolderExportFiles implements ExportFiles {
  constructor(readonly dir: string) {}

  write(detail: ExportFileRef, bytes: Buffer): Promise<void> {
    writeExportFile(exportFileOf(this.dir, detail), bytes);
    return Promise.resolve();
  }

  open(detail: ExportFileRef): Promise<ExportFileBody | undefined> {
    const path = exportFileOf(this.dir, detail);
    return Promise.resolve(existsSync(path) ? { path } : undefined);
  }

  removeOrphans(details: readonly PbiExportDetail[]): Promise<void> {
    removeOrphanExportFiles(this.dir, details);
    return Promise.resolve();
  }
}
