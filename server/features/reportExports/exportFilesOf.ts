import type { ServerConfig } from '../../config';
import type { PgFiles } from '../../files/pgFiles';
import { exportDirOf, type ExportFiles, FolderExportFiles } from './exportFiles';
import { PgExportFiles } from './pgExportFiles';

/** The export files of this server: in PostgreSQL with DATABASE_URL (shared by every instance), else EXPORT_DIR. */
export const exportFilesOf = (config: ServerConfig, sharedFiles: PgFiles | undefined): ExportFiles =>
  sharedFiles ? new PgExportFiles(sharedFiles.area('exports')) : new FolderExportFiles(exportDirOf(config));
