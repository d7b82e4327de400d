import type { ServerConfig } from '../../config';
import type { PgFiles } from '../../files/pgFiles';
import { attachmentFolder, type AttachmentFiles, FolderAttachmentFiles } from './attachmentFiles';
import { PgAttachmentFiles } from './pgAttachmentFiles';

/** The attachment files of this server: in PostgreSQL with DATABASE_URL (shared by every instance), else the folder. */
export const attachmentFilesOf = (
  config: Pick<ServerConfig, 'mediaDir'>,
  sharedFiles: PgFiles | undefined,
): AttachmentFiles =>
  sharedFiles
    ? new PgAttachmentFiles(sharedFiles.area('manualAttachments'))
    : new FolderAttachmentFiles(attachmentFolder(config.mediaDir));
