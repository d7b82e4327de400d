import type { ServerConfig } from '../../config';
import type { PgFiles } from '../../files/pgFiles';
import { attachmentFolder, type AttachmentFiles, FolderAttachmentFiles } from './attachmentFiles';
import { PgAttachmentFiles } from './pgAttachmentFiles';

/** The attachment files of this server: with DATABASE_URL the shipped folder and PostgreSQL (shared), else the folder. */
export const attachmentFilesOf = (
  config: Pick<ServerConfig, 'mediaDir'>,
  sharedFiles: PgFiles | undefined,
): AttachmentFiles => {
  const folder = new FolderAttachmentFiles(attachmentFolder(config.mediaDir));
  return sharedFiles ? new PgAttachmentFiles(folder, sharedFiles.area('manualAttachments')) : folder;
};
